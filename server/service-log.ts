import { pino, type Logger } from "pino";
import { createLogger } from "./log";

/**
 * The services' log: a pino child per module (`serviceLog("orders")`) of the process's logger,
 * so a service's failure is one JSON line with its module and error beside the request log. The
 * server sets the logger at start (`useServiceLog`); until then (a CLI) it writes at 'info'.
 * Children are taken when a line is written, so a service made before the logger was set follows it.
 */
let base: Logger | undefined;
const children = new WeakMap<Logger, Map<string, Logger>>();

export function useServiceLog(logger: Logger): void {
  base = logger;
}

function childOf(module: string): Logger {
  base ??= createLogger("info");
  let byModule = children.get(base);
  if (!byModule) children.set(base, (byModule = new Map()));
  let child = byModule.get(module);
  if (!child) byModule.set(module, (child = base.child({ module })));
  return child;
}

export interface ServiceLog {
  error(message: string, error?: unknown): void;
  warn(message: string, error?: unknown): void;
  info(message: string): void;
}

export function serviceLog(module: string): ServiceLog {
  const line = (error: unknown) => (error === undefined ? {} : { err: error });
  return {
    error: (message, error) => childOf(module).error(line(error), message),
    warn: (message, error) => childOf(module).warn(line(error), message),
    info: (message) => childOf(module).info(message),
  };
}

/** A logger that hands each line to `write` as parsed JSON (the tests' capture). */
export function loggerWriting(level: string, write: (entry: Record<string, unknown>) => void) {
  return pino(
    { level },
    { write: (line: string) => write(JSON.parse(line) as Record<string, unknown>) },
  );
}
