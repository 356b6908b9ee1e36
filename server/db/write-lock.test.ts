import { describe, expect, it } from "vitest";
import { WriteLock } from "./write-lock";

describe("WriteLock", () => {
  it("gives turns one at a time, in the order they were asked for", async () => {
    const lock = new WriteLock();
    const happened: string[] = [];
    const endFirst = await lock.acquire();
    const second = lock.hold(async () => happened.push("second"));
    const third = lock.hold(async () => happened.push("third"));
    // Every promise that could run by now has run.
    await new Promise((resolve) => setImmediate(resolve));
    happened.push("first ends");
    endFirst();
    await Promise.all([second, third]);
    expect(happened).toEqual(["first ends", "second", "third"]);
  });

  it("ends a turn whose work failed, so the next one still gets its turn", async () => {
    const lock = new WriteLock();
    await expect(lock.hold(() => Promise.reject(new Error("disk full")))).rejects.toThrow(
      "disk full",
    );
    expect(await lock.hold(async () => "written")).toBe("written");
  });
});
