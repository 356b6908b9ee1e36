import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { serviceLog } from "../../service-log";
import { unbilledSources } from "./automatic-bills.repository";
import { repairForBill } from "./bill-sources.repository";
import type { Bills } from "./bills.service";

const log = serviceLog("bills");

/**
 * Bills made by themselves (decision 33): a counter sale when it is saved, an order when it is
 * marked delivered, a repair when it is closed. They are issued after the change's commit, when
 * its event is heard, so a crash in between would leave the sale unbilled: `catchUp` (at start
 * and as a timed job) bills what the rule should have billed and has no bill. Every instance
 * hears the events and may catch up at once; the one bill per source makes the others' attempts
 * find the bill made, and a refused attempt gives its number back, so numbers stay consecutive.
 */
export class AutomaticBills {
  readonly #pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bills: Bills,
  ) {}

  listenTo(events: EventBus): void {
    events.subscribe("orders", (event) => {
      if (event.kind === "updated" && event.status === "delivered") {
        for (const orderId of event.orderIds) {
          this.#inBackground(this.bills.issueForOrder(orderId, null));
        }
      } else if (event.kind === "created") {
        this.#inBackground(this.#billCounterSale(event.orderId));
      }
    });
    events.subscribe("repairs", (event) => {
      if (event.kind === "updated") this.#inBackground(this.#billClosedRepair(event.repairId));
    });
  }

  /**
   * Bills, oldest first, every source the rule bills that has none; returns how many it issued.
   * One of ₹50,000 or more without an address is refused again and waits for 'Issue bill'.
   */
  async catchUp(): Promise<{ issued: number; waiting: number }> {
    let issued = 0;
    let waiting = 0;
    for (const source of await unbilledSources(this.db)) {
      const answer =
        source.kind === "order"
          ? await this.bills.issueForOrder(source.id, null)
          : await this.bills.issueForRepair(source.id, null);
      if ("bill" in answer) issued += 1;
      else waiting += 1;
    }
    if (issued > 0) log.info(`Caught up ${issued} bills not issued by themselves`);
    return { issued, waiting };
  }

  /**
   * The catch-up at start, waited for before the shop opens: a few reads on a shop with nothing
   * to catch up. In the background it raced whatever came next (a shutdown, a database closed
   * under it). A failure is logged and the shop opens all the same.
   */
  async catchUpAtStart(): Promise<void> {
    try {
      await this.catchUp();
    } catch (error) {
      log.error("Bills not issued by themselves could not be caught up; use 'Issue bill'", error);
    }
  }

  async #billCounterSale(orderId: number) {
    // One read of the channel: a web order, the most common, costs no more.
    const order = await this.db
      .selectFrom("orders")
      .select("channel")
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (order?.channel === "counter") await this.bills.issueForOrder(orderId, null);
  }

  async #billClosedRepair(repairId: number) {
    const source = await repairForBill(this.db, repairId);
    if (source?.status === "closed") await this.bills.issueForRepair(repairId, null);
  }

  #inBackground(work: Promise<unknown>) {
    const settled = work.catch((error: unknown) => {
      log.error("A bill could not be issued by itself; use 'Issue bill'", error);
    });
    this.#pending.add(settled);
    void settled.finally(() => this.#pending.delete(settled));
  }

  /** Waits for bills being issued by themselves (at shutdown, before the database closes). */
  async settle(): Promise<void> {
    await Promise.all([...this.#pending]);
  }
}
