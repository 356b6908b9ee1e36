import { afterEach } from "vitest";

/** How long a test waits for a server-sent event before failing. */
export const EVENT_WAIT_MS = 2000;

export interface EventStream {
  /** The next message (the lines up to a blank line); fails if none arrives in time. */
  next(): Promise<string>;
  /** Resolves once the server has ended the stream; fails if it does not in time. */
  end(): Promise<void>;
  cancel(): Promise<void>;
}

const openStreams: EventStream[] = [];

// A stream left open would keep its subscription, and the next test would hear its events.
afterEach(async () => {
  await Promise.all(openStreams.splice(0).map((stream) => stream.cancel()));
});

export function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} within ${EVENT_WAIT_MS} ms`)),
      EVENT_WAIT_MS,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Reads a server-sent event response message by message; cancelled after each test. */
export function readEvents(response: Response): EventStream {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const stream: EventStream = {
    next: () =>
      withDeadline(
        (async () => {
          while (!buffered.includes("\n\n")) {
            const { done, value } = await reader.read();
            if (done) throw new Error("the stream ended");
            buffered += decoder.decode(value, { stream: true });
          }
          const end = buffered.indexOf("\n\n");
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          return message;
        })(),
        "no message arrived",
      ),
    end: () =>
      withDeadline(
        (async () => {
          while (!(await reader.read()).done);
        })(),
        "the stream did not end",
      ),
    cancel: () => reader.cancel(),
  };
  openStreams.push(stream);
  return stream;
}
