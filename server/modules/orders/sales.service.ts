import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { BASE_LOCALE, isLocale, type Locale } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import { saleProducts, type SaleRequest, type SaleTerms } from "../../../domain/sale-schemas";
import { PAYMENT_METHOD_LABELS, paidAndDue, type Tender } from "../../../domain/sales";
import type { ShopSettings } from "../../../domain/settings";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { findPayments, type PaymentRow } from "./order-payments.repository";
import type { Orders, PlacementResult } from "./order.service";
import { serviceLog } from "../../service-log";

const log = serviceLog("sales");

/** A payment the shop would not record; the message says why. */
export class PaymentRefusedError extends Error {
  override name = "PaymentRefusedError";
  /** The form's field the refusal is about, when one is (the amount, for more than is due). */
  constructor(
    message: string,
    readonly field?: "amount",
  ) {
    super(message);
  }
}

export const paymentRefusals = {
  orderGone: "This order no longer exists",
  cancelled: "A cancelled order takes no payments",
  overDue: (duePaise: number) =>
    duePaise === 0
      ? "This order is paid in full"
      : `Only ${formatRupees(duePaise)} is due on this order`,
};

/** What an order's details show of its money. */
export interface OrderMoney {
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
  payments: PaymentRow[];
}

/**
 * Sales the owner enters (issue 31): they go through the same `Orders` as web orders (one
 * numbering, the idempotency key, the timeline, live events and push), with the terms only the
 * server may set: who entered it and the settings' limits. Payments on any order are recorded
 * here too.
 */
export class Sales {
  readonly #origin = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: Orders,
    private readonly events: EventBus,
    private readonly settings: () => ShopSettings,
  ) {}

  /** Places the sale; the same key sent again answers with the order it placed. */
  placeSale(sale: SaleRequest, adminEmail: string, quoteNumber?: string): Promise<PlacementResult> {
    return this.orders.placeOrder(this.orderRequest(sale, adminEmail, quoteNumber));
  }

  /** The order request a sale makes, its terms filled from the settings. */
  orderRequest(sale: SaleRequest, adminEmail: string, quoteNumber?: string): PlaceOrderRequest {
    const { items, overrides } = saleProducts(sale);
    const settings = this.settings();
    const terms: SaleTerms = {
      channel: sale.channel,
      enteredBy: adminEmail,
      overrides,
      extras: sale.extras,
      tenders: sale.tenders,
      maxDiscountPercent: settings.maxDiscountPercent,
      walkInMaxPaise: settings.walkInMaxPaise,
      ...(quoteNumber ? { quoteNumber } : {}),
    };
    return {
      customerName: sale.customerName,
      customerMobile: sale.customerMobile,
      items,
      deliveryAddress: sale.deliveryAddress,
      idempotencyKey: sale.idempotencyKey,
      // A quote saved before sales had a language keeps English.
      locale: sale.locale ?? BASE_LOCALE,
      sale: terms,
    };
  }

  async money(orderId: number): Promise<OrderMoney | undefined> {
    const order = await this.db
      .selectFrom("orders")
      .select("total_paise")
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!order) return undefined;
    const payments = await findPayments(this.db, orderId);
    const totalPaise = Number(order.total_paise);
    return { totalPaise, ...paidAndDue(totalPaise, payments), payments };
  }

  /**
   * Records money received on an order. The order's row is written first, so two admins recording
   * at once take turns and together never record more than is due. Throws PaymentRefusedError.
   */
  async recordPayment(orderId: number, tender: Tender, adminEmail: string): Promise<OrderMoney> {
    const at = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const touched = await trx
        .updateTable("orders")
        .set({ updated_at: at })
        .where("id", "=", orderId)
        .returning(["status", "total_paise"])
        .executeTakeFirst();
      if (!touched) throw new PaymentRefusedError(paymentRefusals.orderGone);
      if (touched.status === "cancelled") throw new PaymentRefusedError(paymentRefusals.cancelled);
      const { paid } = await trx
        .selectFrom("order_payments")
        .select(sql<number>`coalesce(sum(amount_paise), 0)`.as("paid"))
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow();
      const duePaise = Number(touched.total_paise) - Number(paid);
      if (tender.amountPaise > duePaise) {
        throw new PaymentRefusedError(paymentRefusals.overDue(Math.max(0, duePaise)), "amount");
      }
      await trx
        .insertInto("order_payments")
        .values({
          order_id: orderId,
          method: tender.method,
          amount_paise: tender.amountPaise,
          reference: tender.reference ?? null,
          admin_email: adminEmail,
          created_at: at,
        })
        .execute();
      const reference = tender.reference ? ` (${tender.reference})` : "";
      await trx
        .insertInto("order_activity")
        .values({
          order_id: orderId,
          kind: "payment",
          status: null,
          call_outcome: null,
          note: `Payment received: ${PAYMENT_METHOD_LABELS[tender.method]} ${formatRupees(tender.amountPaise)}${reference}`,
          admin_email: adminEmail,
          created_at: at,
        })
        .execute();
    });
    try {
      await this.events.publish("orders", { kind: "activity", orderId, origin: this.#origin });
    } catch (error) {
      log.error(`Could not announce a payment on order ${orderId}`, error);
    }
    return (await this.money(orderId))!;
  }

  /**
   * A known customer's name, address and language by mobile, from their latest order or repair,
   * so the owner fills them in one tap and the sale speaks the customer's language; undefined for
   * a new customer.
   */
  async knownCustomer(
    mobile: string,
  ): Promise<{ name: string; address: string | null; locale: Locale } | undefined> {
    const [order, repair] = await Promise.all([
      this.db
        .selectFrom("orders")
        .select(["customer_name", "delivery_address", "locale", "created_at"])
        .where("customer_mobile", "=", mobile)
        .where("customer_name", "!=", "")
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom("repairs")
        .select(["customer_name", "address", "locale", "created_at"])
        .where("customer_mobile", "=", mobile)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst(),
    ]);
    const localeOf = (stored: string) => (isLocale(stored) ? stored : BASE_LOCALE);
    if (order && (!repair || order.created_at >= repair.created_at)) {
      return {
        name: order.customer_name,
        address: order.delivery_address,
        locale: localeOf(order.locale),
      };
    }
    if (repair) {
      return {
        name: repair.customer_name,
        address: repair.address || null,
        locale: localeOf(repair.locale),
      };
    }
    return undefined;
  }
}
