import { afterEach, beforeEach, vi } from "vitest";
import { loggerWriting, useServiceLog } from "../../server/service-log";

/** An error logged during a test (console or the services' log) is a bug the test did not look for: fail it. */
let logged: unknown[][] = [];

// The services log through pino (server/service-log.ts); their errors count like console's, as
// [message, error] (the error rebuilt from pino's serialised `err`).
useServiceLog(
  loggerWriting("error", (entry) => {
    const err = entry.err as { message?: string; stack?: string } | undefined;
    const error = err && Object.assign(new Error(err.message), { stack: err.stack });
    logged.push(error ? [entry.msg, error] : [entry.msg]);
  }),
);

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach((context) => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0 && context.task.result?.state !== "fail") {
    const first = logged[0]!
      .map((part) => (part instanceof Error ? part.stack : String(part)))
      .join(" ");
    throw new Error(`console.error was called during the test (${logged.length}x): ${first}`);
  }
});

/** For a test that expects an error to be logged: returns what was logged and forgets it. */
export function takeLoggedErrors(): unknown[][] {
  const taken = logged;
  logged = [];
  return taken;
}
