import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import type { GroupTerms, Outcome } from "./order-placement";

/** Keeps one transaction, and the product query that opens it, to a bounded size. */
export const MAX_ORDERS_PER_COMMIT = 200;

/** Writes orders in one transaction, settling once it has committed (or failed, storing none). */
export type WriteTransaction = (
  requests: readonly PlaceOrderRequest[],
  terms: GroupTerms,
) => Promise<Outcome[]>;

interface Write {
  request: PlaceOrderRequest;
  terms: GroupTerms;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit (decision 11) at the writer: the orders handed over while a transaction is being
 * written wait, and all of them go into the next transaction together, so one flush to disk
 * serves them all and the writer never waits for whoever hands it orders. Each order's promise
 * settles only after the transaction holding it committed. If a transaction of several orders
 * fails, nothing of it was stored and the fault may lie with one order (a value the database
 * refuses, a bug its data triggers), so each is written again in its own transaction, once: only
 * the order at fault fails, and every other customer still gets theirs. When the database itself
 * is down every attempt fails fast and each order gets that error; nothing is retried further.
 */
export class GatheredWrites {
  #queue: Write[] = [];
  #draining: Promise<void> | undefined;

  constructor(private readonly transact: WriteTransaction) {}

  write(request: PlaceOrderRequest, terms: GroupTerms): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.#queue.push({ request, terms, resolve, reject });
      this.#draining ??= this.#drain();
    });
  }

  /** Settles once every order handed over so far has. */
  async settled(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      // Orders handed over in this turn of the event loop, or while the last transaction was
      // written, join this one.
      await new Promise((resolve) => setImmediate(resolve));
      await this.#writeTogether(this.#queue.splice(0, MAX_ORDERS_PER_COMMIT));
    }
    this.#draining = undefined;
  }

  async #writeTogether(group: Write[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.transact(
        group.map((write) => write.request),
        // The newest: the clock and the service area as they were read last.
        group.at(-1)!.terms,
      );
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else for (const write of group) await this.#writeTogether([write]);
      return;
    }
    group.forEach((write, index) => write.resolve(outcomes[index]!));
  }
}
