import { pino, stdTimeFunctions, type Logger } from "pino";
import type { LogLevel } from "./env";

export type { Logger };

/**
 * The shop's request log: one JSON line per event on standard output, which journald, Docker or
 * any log shipper keeps and can search by field. Start-up and shutdown messages stay plain lines
 * for the person at the console.
 */
export function createLogger(level: LogLevel): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Written without waiting: under load, lines that arrive while one write is under way go out
    // together in the next, instead of a system call each on the event loop. Pino writes what is
    // left when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
}
