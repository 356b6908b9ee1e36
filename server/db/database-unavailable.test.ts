import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

function withFields(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe("telling a database outage from a failed query", () => {
  it.each([
    [
      "a refused connection",
      withFields("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED" }),
    ],
    [
      "a server that shut the session down",
      withFields("terminating connection due to administrator command", {
        code: "57P01",
        severity: "FATAL",
      }),
    ],
    [
      "a database not accepting connections",
      withFields('database "shop" is not currently accepting connections', {
        code: "55000",
        severity: "FATAL",
      }),
    ],
    ["a connection exception", withFields("connection failure", { code: "08006" })],
    ["a connection dropped mid-query", new Error("Connection terminated unexpectedly")],
    [
      "a pool with no free connection in time",
      new Error("timeout exceeded when trying to connect"),
    ],
    [
      "a SQLite file locked past its busy timeout",
      withFields("database is locked", { code: "SQLITE_BUSY" }),
    ],
    ["a SQLite disk failure", withFields("disk I/O error", { code: "SQLITE_IOERR_WRITE" })],
    [
      "every address of a host refusing",
      new AggregateError([withFields("refused", { code: "ECONNREFUSED" })]),
    ],
    [
      "a wrapped outage",
      new Error("query failed", { cause: withFields("reset", { code: "ECONNRESET" }) }),
    ],
  ])("counts %s as the database being unavailable", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a syntax error", withFields("syntax error at or near", { code: "42601", severity: "ERROR" })],
    ["a unique violation", withFields("duplicate key value", { code: "23505", severity: "ERROR" })],
    [
      "a value out of range",
      withFields("integer out of range", { code: "22003", severity: "ERROR" }),
    ],
    [
      "a SQLite constraint",
      withFields("UNIQUE constraint failed", { code: "SQLITE_CONSTRAINT_UNIQUE" }),
    ],
    ["a programming error", new TypeError("Cannot read properties of undefined")],
    ["something that is not an error", "ECONNREFUSED"],
  ])("does not count %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
