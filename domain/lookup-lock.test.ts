import { describe, expect, it } from "vitest";
import {
  lookupLockedUntil,
  minutesUntil,
  TRACKING_FAILURE_LIMIT,
  TRACKING_LOCKOUT_MS,
  TRACKING_NUMBER_FAILURE_LIMIT,
  trackingMessages,
} from "./order-tracking";

const now = new Date("2026-11-27T10:00:00.000Z");
/** `count` misses a minute apart, the newest `ago` milliseconds before now, newest first. */
function misses(count: number, ago = 0): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(now.getTime() - ago - i * 60_000).toISOString(),
  );
}

describe("the tracking lookup's lock (issue 34)", () => {
  it("locks a number after 5 misses, from whichever addresses, until 15 minutes after the last", () => {
    expect(TRACKING_NUMBER_FAILURE_LIMIT).toBe(5);
    expect(lookupLockedUntil({ byAddress: [], byNumber: misses(4) }, now)).toBeNull();
    const until = lookupLockedUntil({ byAddress: [], byNumber: misses(5, 60_000) }, now);
    expect(until?.toISOString()).toBe(
      new Date(now.getTime() - 60_000 + TRACKING_LOCKOUT_MS).toISOString(),
    );
    expect(minutesUntil(until!, now)).toBe(14);
  });

  it("lets an address that shares a carrier with others miss far more often before it is locked", () => {
    expect(TRACKING_FAILURE_LIMIT).toBeGreaterThanOrEqual(50);
    const busy = Array.from({ length: TRACKING_FAILURE_LIMIT - 1 }, (_, i) =>
      new Date(now.getTime() - i * 1000).toISOString(),
    );
    expect(lookupLockedUntil({ byAddress: busy, byNumber: [] }, now)).toBeNull();
    const full = [now.toISOString(), ...busy];
    expect(lookupLockedUntil({ byAddress: full, byNumber: [] }, now)).toEqual(
      new Date(now.getTime() + TRACKING_LOCKOUT_MS),
    );
  });

  it("does not lock for misses spread wider than 15 minutes, and ends the lock on time", () => {
    const spread = Array.from({ length: 5 }, (_, i) =>
      new Date(now.getTime() - i * 4 * 60_000 - 1).toISOString(),
    );
    expect(lookupLockedUntil({ byAddress: [], byNumber: spread }, now)).toBeNull();
    const later = new Date(now.getTime() + TRACKING_LOCKOUT_MS);
    expect(lookupLockedUntil({ byAddress: [], byNumber: misses(5) }, later)).toBeNull();
  });

  it("reports the later end when both the address and the number are locked", () => {
    const until = lookupLockedUntil(
      { byAddress: misses(TRACKING_FAILURE_LIMIT, 5 * 60_000), byNumber: misses(5) },
      now,
    );
    expect(until).toEqual(new Date(now.getTime() + TRACKING_LOCKOUT_MS));
  });

  it("tells when to try again in whole minutes, never 0", () => {
    expect(minutesUntil(new Date(now.getTime() + 1000), now)).toBe(1);
    expect(minutesUntil(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(trackingMessages.lockedOut(1)).toContain("try again in 1 minute,");
    expect(trackingMessages.lockedOut(14)).toContain("try again in 14 minutes,");
  });
});
