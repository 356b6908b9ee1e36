import { describe, expect, it } from "vitest";
import { tokenBuckets, TRACKED_ADDRESSES } from "./token-buckets";

describe("token buckets", () => {
  it("allows a burst per address, then refuses with how long to wait", () => {
    const take = tokenBuckets({ burst: 2, perMinute: 6 });
    expect(take("10.0.0.1")).toEqual({ ok: true });
    expect(take("10.0.0.1")).toEqual({ ok: true });
    expect(take("10.0.0.1")).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect(take("10.0.0.2")).toEqual({ ok: true });
  });

  it("keeps tracking at most its limit of addresses, forgetting the one seen longest ago", () => {
    const take = tokenBuckets({ burst: 1, perMinute: 1 });
    // Every bucket spent, so none has refilled and none can be forgotten as harmless.
    for (let index = 0; index < TRACKED_ADDRESSES; index += 1) take(`a${index}`);
    expect(take("a1").ok).toBe(false);
    // a1 was seen just now; a0 longest ago, so a newcomer takes a0's place.
    expect(take("newcomer").ok).toBe(true);
    expect(take("a1").ok).toBe(false);
    expect(take("a0").ok).toBe(true);
  });
});
