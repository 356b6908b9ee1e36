import { describe, expect, it, vi } from "vitest";
import { takeLoggedErrors } from "../../tests/setup/fail-on-console-error";
import type { CatalogueChanged } from "../../domain/live-events";
import { InProcessEventBus } from "./in-process-event-bus";

const change: CatalogueChanged = { origin: "instance-a", changedAt: "2025-01-02T03:04:05.000Z" };

describe("the in-process event bus", () => {
  it("delivers a published event to every subscriber of its topic", async () => {
    const bus = new InProcessEventBus();
    const first: CatalogueChanged[] = [];
    const second: CatalogueChanged[] = [];
    bus.subscribe("catalogue", (payload) => first.push(payload));
    bus.subscribe("catalogue", (payload) => second.push(payload));
    await bus.publish("catalogue", change);
    expect(first).toEqual([change]);
    expect(second).toEqual([change]);
  });

  it("gives each subscriber its own JSON copy, as a database notification would", async () => {
    const bus = new InProcessEventBus();
    const received: CatalogueChanged[] = [];
    bus.subscribe("catalogue", (payload) => received.push(payload));
    bus.subscribe("catalogue", (payload) => received.push(payload));
    await bus.publish("catalogue", change);
    expect(received[0]).not.toBe(change);
    expect(received[0]).not.toBe(received[1]);
  });

  it("stops delivering to a subscriber that unsubscribed and ends its subscription", async () => {
    const bus = new InProcessEventBus();
    const received: CatalogueChanged[] = [];
    const subscription = bus.subscribe("catalogue", (payload) => received.push(payload));
    subscription.unsubscribe();
    subscription.unsubscribe();
    await bus.publish("catalogue", change);
    expect(received).toEqual([]);
    await expect(subscription.ended).resolves.toBeUndefined();
  });

  it("keeps delivering to the others when one listener throws, and logs the failure", async () => {
    const bus = new InProcessEventBus();
    const received: CatalogueChanged[] = [];
    bus.subscribe("catalogue", () => {
      throw new Error("listener broke");
    });
    bus.subscribe("catalogue", (payload) => received.push(payload));
    await expect(bus.publish("catalogue", change)).resolves.toBeUndefined();
    expect(received).toEqual([change]);
    const logged = takeLoggedErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toContain('"catalogue"');
  });

  it("serves one subscriber per open page, past EventEmitter's limit of ten, without a warning", async () => {
    const warn = vi.spyOn(process, "emitWarning");
    const bus = new InProcessEventBus();
    let calls = 0;
    for (let index = 0; index < 50; index += 1) bus.subscribe("catalogue", () => (calls += 1));
    await bus.publish("catalogue", change);
    expect(calls).toBe(50);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("ends every subscription at the start of a shutdown, while publishing still succeeds", async () => {
    const bus = new InProcessEventBus();
    const received: CatalogueChanged[] = [];
    const open = bus.subscribe("catalogue", (payload) => received.push(payload));
    bus.endSubscriptions();
    await expect(open.ended).resolves.toBeUndefined();
    await expect(bus.subscribe("catalogue", () => {}).ended).resolves.toBeUndefined();
    await expect(bus.publish("catalogue", change)).resolves.toBeUndefined();
    expect(received).toEqual([]);
  });

  it("ends every subscription on close and delivers nothing afterwards", async () => {
    const bus = new InProcessEventBus();
    const received: CatalogueChanged[] = [];
    const before = bus.subscribe("catalogue", (payload) => received.push(payload));
    await bus.close();
    await expect(before.ended).resolves.toBeUndefined();
    const after = bus.subscribe("catalogue", (payload) => received.push(payload));
    await expect(after.ended).resolves.toBeUndefined();
    await bus.publish("catalogue", change);
    expect(received).toEqual([]);
  });
});
