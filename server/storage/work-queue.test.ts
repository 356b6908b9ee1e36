import { describe, expect, it } from "vitest";
import { workQueue } from "./work-queue";

/** A task that records when it runs and finishes only when told. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the work queue", () => {
  it("runs one task at a time at capacity 1, in arrival order", async () => {
    const run = workQueue(1);
    const log: string[] = [];
    const [a, b] = [heldTask(log, "a"), heldTask(log, "b")];
    const ran = [run(a.task), run(b.task)];
    await settle();
    expect(log).toEqual(["start a"]);
    a.finish();
    await settle();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b.finish();
    await Promise.all(ran);
  });

  it("runs tasks together while their weights fit, and a too heavy one alone", async () => {
    const run = workQueue(10);
    const log: string[] = [];
    const [a, b, c] = [heldTask(log, "a"), heldTask(log, "b"), heldTask(log, "c")];
    const ran = [run(a.task, 4), run(b.task, 6), run(c.task, 50)];
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    a.finish();
    await settle();
    expect(log).not.toContain("start c");
    b.finish();
    await settle();
    expect(log.at(-1)).toBe("start c");
    c.finish();
    await Promise.all(ran);
  });

  it("frees its place when a task fails", async () => {
    const run = workQueue(1);
    await expect(run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await run(async () => "next")).toBe("next");
  });
});
