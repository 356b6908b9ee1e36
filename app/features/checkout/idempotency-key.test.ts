import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetIdempotencyKey, idempotencyKeyFor } from "./idempotency-key";

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the idempotency key of a checkout attempt", () => {
  it("stays the same for retries of one attempt, in the form the API accepts", () => {
    const key = idempotencyKeyFor("attempt-1");
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(idempotencyKeyFor("attempt-1")).toBe(key);
  });

  it("changes for a different attempt and after a placed order", () => {
    const key = idempotencyKeyFor("attempt-1");
    expect(idempotencyKeyFor("attempt-2")).not.toBe(key);
    const second = idempotencyKeyFor("attempt-2");
    forgetIdempotencyKey();
    expect(idempotencyKeyFor("attempt-2")).not.toBe(second);
  });

  it("still makes keys where randomUUID is missing (plain http)", () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal("crypto", { getRandomValues });
    expect(idempotencyKeyFor("attempt-3")).toMatch(/^[0-9a-f]{32}$/);
  });
});
