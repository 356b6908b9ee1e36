import type {
  OrderForBill,
  OrderLineForBill,
  RepairForBill,
} from "../../../domain/bills/bill-drafts";
import { hsnForProduct, DEFAULT_PRODUCT_TAX } from "../../../domain/bills/product-tax";
import type { EstimateLine } from "../../../domain/repair-status";
import { isPostgres, type Executor, type TransactionExecutor } from "../../db/executor";
import { productTaxes } from "./product-tax.repository";

/** An order as its bill needs it, with each product's HSN, rate and warranty of today. */
export async function orderForBill(db: Executor, orderId: number) {
  const order = await db
    .selectFrom("orders")
    .select([
      "id",
      "status",
      "channel",
      "customer_name",
      "customer_mobile",
      "delivery_address",
      "delivery_pin",
      "locale",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom("order_items")
    .leftJoin("products", "products.id", "order_items.product_id")
    .select([
      "order_items.product_id",
      "order_items.name",
      "order_items.unit_price_paise",
      "order_items.quantity",
      "order_items.kind",
      "products.category",
    ])
    .where("order_items.order_id", "=", orderId)
    .orderBy("order_items.position")
    .execute();
  const productIds = items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]));
  const taxes = await productTaxes(db, productIds);
  const warranties = new Map<number, { terms: string; termsHi: string }>();
  if (productIds.length > 0) {
    const specifications = await db
      .selectFrom("product_specifications")
      .select(["product_id", "key", "value", "value_hi"])
      .where("product_id", "in", productIds)
      .execute();
    for (const specification of specifications) {
      if (/warranty/i.test(specification.key))
        warranties.set(specification.product_id, {
          terms: specification.value,
          termsHi: specification.value_hi,
        });
    }
  }
  const payments = await db
    .selectFrom("order_payments")
    .select(["method", "amount_paise"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const lines: OrderLineForBill[] = items.map((item) => {
    const tax = (item.product_id !== null && taxes.get(item.product_id)) || DEFAULT_PRODUCT_TAX;
    return {
      kind: item.kind as OrderLineForBill["kind"],
      name: item.name,
      unitPricePaise: Number(item.unit_price_paise),
      quantity: Number(item.quantity),
      hsn:
        item.kind === "product"
          ? hsnForProduct(tax, { name: item.name, category: item.category ?? "" })
          : "",
      gstRate: tax.gstRate,
      warranty: (item.product_id !== null && warranties.get(item.product_id)?.terms) || "",
      warrantyHi: (item.product_id !== null && warranties.get(item.product_id)?.termsHi) || "",
    };
  });
  const forBill: OrderForBill = {
    id: order.id,
    buyer: {
      name: order.customer_name,
      mobile: order.customer_mobile,
      address: [order.delivery_address, order.delivery_pin].filter(Boolean).join(", "),
    },
    lines,
    paidPaise: payments.reduce((sum, payment) => sum + Number(payment.amount_paise), 0),
    paymentMethod: [...new Set(payments.map((payment) => payment.method))].join(", ") || null,
    locale: order.locale,
  };
  return { order: forBill, status: order.status, channel: order.channel };
}

export async function repairForBill(db: Executor, repairId: number) {
  const row = await db
    .selectFrom("repairs")
    .select([
      "id",
      "ticket_number",
      "appliance",
      "brand",
      "status",
      "customer_name",
      "customer_mobile",
      "address",
      "pin",
      "estimate_lines",
      "payment_paise",
      "payment_method",
      "warranty_until",
      "locale",
    ])
    .where("id", "=", repairId)
    .executeTakeFirst();
  if (!row) return undefined;
  const repair: RepairForBill = {
    id: row.id,
    ticketNumber: row.ticket_number,
    appliance: row.appliance,
    brand: row.brand,
    buyer: {
      name: row.customer_name,
      mobile: row.customer_mobile,
      address: [row.address, row.pin].filter(Boolean).join(", "),
    },
    estimateLines: row.estimate_lines ? (JSON.parse(row.estimate_lines) as EstimateLine[]) : null,
    paymentPaise: row.payment_paise === null ? null : Number(row.payment_paise),
    paymentMethod: row.payment_method,
    warrantyUntil: row.warranty_until,
    locale: row.locale,
  };
  return { repair, status: row.status };
}

/** What is paid on a bill's source now (payments recorded after the bill count). */
export async function paidOnSource(db: Executor, kind: "order" | "repair", id: number) {
  if (kind === "repair") {
    const row = await db
      .selectFrom("repairs")
      .select("payment_paise")
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(row?.payment_paise ?? 0);
  }
  const row = await db
    .selectFrom("order_payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_paise"), eb.lit(0)).as("paid"))
    .where("order_id", "=", id)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/**
 * Locks a bill's order or repair in the issuing transaction (on PostgreSQL; SQLite's writes take
 * turns) and says whether it is still there: an order deleted meanwhile gets no bill, and a
 * delete waiting on the lock then sees the bill and keeps the order (`deleteUnbilledOrders`).
 */
export async function lockBillSource(
  trx: TransactionExecutor,
  kind: "order" | "repair",
  id: number,
): Promise<boolean> {
  const query =
    kind === "order"
      ? trx.selectFrom("orders").select("id").where("id", "=", id)
      : trx.selectFrom("repairs").select("id").where("id", "=", id);
  return (await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}
