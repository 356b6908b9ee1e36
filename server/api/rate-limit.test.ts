import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryRateLimits } from "../modules/rate-limits/rate-limits";
import { rateLimitPerClient } from "./rate-limit";

function limitedApp(burst: number, perMinute: number) {
  return new Hono()
    .use(rateLimitPerClient(memoryRateLimits().limiter("test", { burst, perMinute }), "Slow down"))
    .post("/", (c) => c.text("placed"));
}

async function statuses(app: ReturnType<typeof limitedApp>, count: number): Promise<number[]> {
  const answered: number[] = [];
  for (let index = 0; index < count; index += 1) {
    answered.push((await app.request("/", { method: "POST" })).status);
  }
  return answered;
}

afterEach(() => vi.useRealTimers());

describe("the per-client rate limit", () => {
  it("lets a burst through, then answers 429 until the bucket refills", async () => {
    vi.useFakeTimers({ now: 0 });
    const app = limitedApp(3, 20);
    expect(await statuses(app, 4)).toEqual([200, 200, 200, 429]);
    // 20 a minute is one every 3 seconds.
    vi.setSystemTime(2_900);
    expect(await statuses(app, 1)).toEqual([429]);
    vi.setSystemTime(3_000);
    expect(await statuses(app, 2)).toEqual([200, 429]);
  });

  it("tells the client when to try again", async () => {
    vi.useFakeTimers({ now: 0 });
    const app = limitedApp(1, 20);
    await statuses(app, 1);
    const refused = await app.request("/", { method: "POST" });
    expect(refused.headers.get("Retry-After")).toBe("3");
    expect(await refused.json()).toEqual({
      error: { code: "too_many_requests", message: "Slow down" },
    });
  });

  it("lets everything through when turned off with 0", async () => {
    expect(await statuses(limitedApp(0, 20), 30)).toEqual(Array(30).fill(200));
    expect(await statuses(limitedApp(20, 0), 30)).toEqual(Array(30).fill(200));
  });
});
