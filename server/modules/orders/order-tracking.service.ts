import { paidAndDue } from "../../../domain/sales";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { formatMobile } from "../../../domain/contact-links";
import { isErasedCustomer } from "../../../domain/customer-erasure";
import { canCancel } from "../../../domain/order-desk";
import { namesInLanguage } from "../../../domain/item-names";
import type { RateCardEntry } from "../../../domain/sales-settings";
import type { Locale } from "../../../domain/locale";
import {
  isTrackingToken,
  type CustomerTimelineEntry,
  type CustomerUpdate,
  type PhoneOrdersAnswer,
  type RepairOnPhone,
} from "../../../domain/order-tracking";
import type { TrackedOrder, TrackingLookup } from "../../../domain/order-tracking-schemas";
import { TICKET_NUMBER_PATTERN } from "../../../domain/repair-booking";
import type { OrderStatus } from "../../../domain/shop-constants";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { findActivity, findOrderItems, insertActivity } from "./order-desk.repository";
import { announceStockChanged } from "../products/stock-changed";
import { followStatusInStock } from "./order-stock";
import { paidByOrder } from "./order-payments.repository";
import type { Catalogue } from "../products/catalogue.service";
import type { Repairs } from "../repairs/repairs.service";
import {
  lookupWithLockout,
  pruneLookupFailures,
  type MissedOrLocked,
} from "../tracking/lookup-lockout";
import {
  cancelIfIn,
  findOrderByNumberAndMobile,
  findItemNamesByOrder,
  findOrderByTokenHash,
  findOrdersByTokenHashes,
  findTrackedOrderById,
  setTrackingTokenHash,
  type TrackedOrderRow,
} from "./order-tracking.repository";
import { trackingTokenHash, type TrackingLinks } from "./tracking-links";
import { serviceLog } from "../../service-log";

const log = serviceLog("order-tracking");

/** An order's private token, or the path of a repair's fresh private page (`/track` serves both). */
export type LookupResult =
  { kind: "found"; token: string } | { kind: "repair"; path: string } | MissedOrLocked;

export type CancelResult =
  | { kind: "cancelled"; orderNumber: string }
  | { kind: "not-found" }
  | { kind: "refused"; status: OrderStatus };

const CANCELLABLE: readonly OrderStatus[] = ["pending", "confirmed"];

/**
 * Customers following their orders (issue 12, decision 16): the lookup by number and mobile with
 * its lockout (which also finds repairs, issue 13), private links, the customer's own view of an order (never notes, calls or who at
 * the shop did what), cancelling while it is early, and the shop's WhatsApp updates.
 */
export class OrderTracking {
  readonly #origin = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
    private readonly links: TrackingLinks,
    private readonly repairs: Pick<Repairs, "linkForCustomer" | "findByTrackingToken">,
    private readonly catalogue: Pick<Catalogue, "list">,
    /** The rate card in use, whose lines' Hindi names name an order's service lines in Hindi. */
    private readonly rateCard: () => readonly RateCardEntry[],
  ) {}

  /**
   * `/track`'s lookup: an order by its number, or a repair by its REP ticket number (issue 13),
   * with the customer's mobile. A wrong number and a wrong mobile are one and the same query and
   * answer; a miss of either kind counts against the address and the number in the one lockout.
   */
  lookup(lookup: TrackingLookup, address: string, now = new Date()): Promise<LookupResult> {
    const { orderNumber: number, mobile } = lookup;
    return lookupWithLockout(this.db, { address, number }, now, async (trx) => {
      if (TICKET_NUMBER_PATTERN.test(number)) {
        const path = await this.repairs.linkForCustomer(number, mobile, trx);
        return path === null ? undefined : ({ kind: "repair", path } as const);
      }
      const order = await findOrderByNumberAndMobile(trx, number, mobile);
      return order && ({ kind: "found", token: await this.#tokenOf(trx, order) } as const);
    });
  }

  /** The customer's view of the order behind a private link; undefined for any unknown token. */
  async byToken(token: string): Promise<TrackedOrder | undefined> {
    const order = await this.#orderOf(token);
    if (!order) return undefined;
    const [items, activity, paid] = await Promise.all([
      findOrderItems(this.db, order.id),
      findActivity(this.db, order.id),
      paidByOrder(this.db, [order.id]),
    ]);
    const timeline: CustomerTimelineEntry[] = [{ kind: "placed", at: order.createdAt }];
    for (const entry of activity) {
      if (entry.kind === "status") {
        timeline.push({ kind: "status", at: entry.createdAt, status: entry.status as OrderStatus });
      } else if (entry.kind === "customer-cancel") {
        timeline.push({ kind: "cancelled-by-customer", at: entry.createdAt });
      }
    }
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      customerName: isErasedCustomer(order) ? "" : order.customerName,
      mobileDisplay: isErasedCustomer(order) ? "" : formatMobile(order.customerMobile),
      createdAt: order.createdAt,
      items: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        lineTotalPaise: item.unitPricePaise * item.quantity,
        kind: item.kind,
        detail: item.detail,
      })),
      totalPaise: order.totalPaise,
      ...paidAndDue(order.totalPaise, [{ amountPaise: paid.get(order.id) ?? 0 }]),
      deliveryAddress: order.deliveryAddress,
      deliveryLandmark: order.deliveryLandmark,
      deliveryPin: order.deliveryPin,
      outsideServiceArea: order.outsideServiceArea,
      timeline,
      canCancel: order.channel === "web" && canCancel(order.status),
    };
  }

  /** The id of the order behind a private link, for its live stream. */
  async orderIdOf(token: string): Promise<{ id: number; orderNumber: string } | undefined> {
    const order = await this.#orderOf(token);
    return order && { id: order.id, orderNumber: order.orderNumber };
  }

  /**
   * 'Your orders on this phone': each order and repair the phone kept, in the order asked (null
   * where unknown or gone), its items named in `locale` (namesInLanguage).
   */
  async onPhone(
    tokens: readonly string[],
    repairTokens: readonly string[],
    locale: Locale,
  ): Promise<PhoneOrdersAnswer> {
    const hashes = tokens.map((token) => (isTrackingToken(token) ? trackingTokenHash(token) : ""));
    const found = await findOrdersByTokenHashes(
      this.db,
      hashes.filter((hash) => hash !== ""),
    );
    const [items, products, repairs] = await Promise.all([
      findItemNamesByOrder(
        this.db,
        [...found.values()].map((order) => order.id),
      ),
      locale === "hi" ? this.catalogue.list() : [],
      Promise.all(repairTokens.map((token) => this.#repairOnPhone(token))),
    ]);
    return {
      orders: hashes.map((hash) => {
        const order = found.get(hash);
        if (!order) return null;
        return {
          orderNumber: order.orderNumber,
          status: order.status,
          createdAt: order.createdAt,
          items: namesInLanguage(
            items.get(order.id) ?? [],
            [...products, ...this.rateCard()],
            locale,
          ),
          totalPaise: order.totalPaise,
        };
      }),
      repairs,
    };
  }

  async #repairOnPhone(token: string): Promise<RepairOnPhone | null> {
    const repair = await this.repairs.findByTrackingToken(token);
    return (
      repair && {
        ticketNumber: repair.ticketNumber,
        status: repair.status,
        createdAt: repair.createdAt,
        appliance: repair.appliance,
        brand: repair.brand,
        estimatePaise: repair.estimate?.totalPaise ?? null,
      }
    );
  }

  /** The customer cancels: only while pending or confirmed, recorded as 'Cancelled by customer'. */
  async cancel(token: string): Promise<CancelResult> {
    const order = await this.#orderOf(token);
    if (!order) return { kind: "not-found" };
    const at = new Date().toISOString();
    let stockChanged = false;
    const cancelled = await this.db.transaction().execute(async (trx) => {
      // Customers cancel only their own web orders; a sale the owner entered is his to cancel.
      if (order.channel !== "web") return false;
      if (!(await cancelIfIn(trx, order.id, CANCELLABLE, at))) return false;
      stockChanged = await followStatusInStock(
        trx,
        [{ orderId: order.id, from: order.status, to: "cancelled" }],
        null,
        at,
      );
      await insertActivity(trx, [
        {
          orderId: order.id,
          kind: "customer-cancel",
          status: "cancelled",
          callOutcome: null,
          note: null,
          adminEmail: null,
          createdAt: at,
        },
      ]);
      return true;
    });
    if (!cancelled) {
      const now = await findTrackedOrderById(this.db, order.id);
      return now ? { kind: "refused", status: now.status } : { kind: "not-found" };
    }
    if (stockChanged) await announceStockChanged(this.events);
    try {
      await this.events.publish("orders", {
        kind: "customer-cancelled",
        orderId: order.id,
        orderNumber: order.orderNumber,
        origin: this.#origin,
      });
    } catch (error) {
      // Committed and answered; open dashboards catch up on their next load.
      log.error(`Could not announce the cancellation of ${order.orderNumber}`, error);
    }
    return { kind: "cancelled", orderNumber: order.orderNumber };
  }

  /** What the shop's WhatsApp update for the order says and where it goes; undefined if gone. */
  async customerUpdate(orderId: number): Promise<CustomerUpdate | undefined> {
    const order = await findTrackedOrderById(this.db, orderId);
    if (!order) return undefined;
    return {
      orderNumber: order.orderNumber,
      customerMobile: order.customerMobile,
      status: order.status,
      trackingToken: await this.#tokenOf(this.db, order),
      locale: order.locale,
    };
  }

  /** Records on the order's timeline that an admin sent the customer an update. */
  async recordUpdateSent(
    orderId: number,
    admin: SignedInAdmin,
  ): Promise<CustomerUpdate | undefined> {
    const update = await this.customerUpdate(orderId);
    // An erased customer's order keeps no number to send the update to.
    if (!update?.customerMobile) return undefined;
    await insertActivity(this.db, [
      {
        orderId,
        kind: "update-sent",
        status: update.status,
        callOutcome: null,
        note: null,
        adminEmail: admin.email,
        createdAt: new Date().toISOString(),
      },
    ]);
    try {
      await this.events.publish("orders", { kind: "activity", orderId, origin: this.#origin });
    } catch (error) {
      log.error(`Could not announce the update sent for order ${orderId}`, error);
    }
    return update;
  }

  /** Forgets failed lookups too old to count; run now and then. */
  prune(now = new Date()): Promise<void> {
    return pruneLookupFailures(this.db, now);
  }

  async #orderOf(token: string): Promise<TrackedOrderRow | undefined> {
    // A malformed token is simply not found: the same page as a wrong number.
    if (!isTrackingToken(token)) return undefined;
    const order = await findOrderByTokenHash(this.db, trackingTokenHash(token));
    // Guards against a hash stored for other data than the order now has (it cannot match).
    return order && this.links.tokenFor(order) === token ? order : undefined;
  }

  /** The order's token, storing its hash first for an order placed before private links. */
  async #tokenOf(db: Kysely<Database> | Transaction<Database>, order: TrackedOrderRow) {
    const token = this.links.tokenFor(order);
    if (order.trackingTokenHash === null) {
      await setTrackingTokenHash(db, order.id, trackingTokenHash(token));
    }
    return token;
  }
}
