import { describe, expect, it } from "vitest";
import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import { GatheredWrites, MAX_ORDERS_PER_COMMIT } from "./gathered-writes";
import type { GroupTerms, Outcome } from "./order-placement";

const terms: GroupTerms = { placedAt: 0, serviceAreaPins: [] };

function request(customerName: string): PlaceOrderRequest {
  return { customerName, customerMobile: "9829012345", idempotencyKey: customerName, items: [] };
}

/** A transaction that records each group's names and answers each order with its own name. */
function recordingTransaction(refuse: (names: string[]) => boolean = () => false) {
  const groups: string[][] = [];
  let release: () => void = () => {};
  let held: Promise<void> | undefined;
  return {
    groups,
    /** The next transaction waits until `release` is called. */
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    async transact(requests: readonly PlaceOrderRequest[]): Promise<Outcome[]> {
      const names = requests.map((one) => one.customerName);
      groups.push(names);
      const waiting = held;
      held = undefined;
      await waiting;
      if (refuse(names)) throw new Error(`refused ${names.join(",")}`);
      return names.map((name) => ({ created: true, trackingToken: name }) as unknown as Outcome);
    },
  };
}

describe("orders gathered for the writer", () => {
  it("go together into the next transaction when handed over while one is written", async () => {
    const writer = recordingTransaction();
    const gathered = new GatheredWrites((requests) => writer.transact(requests));
    writer.hold();
    const first = gathered.write(request("first"), terms);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.groups).toEqual([["first"]]);
    const later = ["a", "b", "c"].map((name) => gathered.write(request(name), terms));
    writer.release();
    const tokens = (await Promise.all([first, ...later])).map(
      (outcome) => (outcome as { trackingToken: string }).trackingToken,
    );
    expect(tokens).toEqual(["first", "a", "b", "c"]);
    expect(writer.groups).toEqual([["first"], ["a", "b", "c"]]);
  });

  it("are written again one a transaction when theirs fails, so only the order at fault fails", async () => {
    const writer = recordingTransaction((names) => names.includes("bad"));
    const gathered = new GatheredWrites((requests) => writer.transact(requests));
    const outcomes = await Promise.allSettled(
      ["a", "bad", "c"].map((name) => gathered.write(request(name), terms)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(writer.groups).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("keep one transaction to at most 200 orders", async () => {
    const writer = recordingTransaction();
    const gathered = new GatheredWrites((requests) => writer.transact(requests));
    await Promise.all(
      Array.from({ length: 450 }, (_, index) => gathered.write(request(`c${index}`), terms)),
    );
    expect(writer.groups.map((group) => group.length)).toEqual([MAX_ORDERS_PER_COMMIT, 200, 50]);
  });

  it("are written under the newest clock and service area handed over", async () => {
    const seen: GroupTerms[] = [];
    const gathered = new GatheredWrites(async (requests, groupTerms) => {
      seen.push(groupTerms);
      return requests.map(() => ({ created: true }) as unknown as Outcome);
    });
    await Promise.all([
      gathered.write(request("a"), { placedAt: 1, serviceAreaPins: ["302001"] }),
      gathered.write(request("b"), { placedAt: 2, serviceAreaPins: ["302001", "302002"] }),
    ]);
    expect(seen).toEqual([{ placedAt: 2, serviceAreaPins: ["302001", "302002"] }]);
  });
});
