import { formatRupees } from "../../../domain/money";
import type { OrderItem, PlaceOrderRequest } from "../../../domain/order-schemas";
import { englishOf, refusal, type RefusalOf } from "../../../domain/refusals";
import {
  ADDRESS_ON_BILL_FROM_PAISE,
  CHANNEL_LABELS,
  mayStayAnonymous,
  PAYMENT_METHOD_LABELS,
  priceOverrideRefusal,
  saleRefusals,
  saleTotalPaise,
  settlePayments,
  type Tender,
} from "../../../domain/sales";
import type { OrderableProduct } from "../products/product.repository";

/**
 * The shop cannot fill the order as asked; the message names the item, so the customer can act.
 * A customer's refusal carries its code (`refusal`) for the page to say in its language; the
 * counter's (prices, payments) are the owner's English.
 */
export class OrderRefusedError extends Error {
  override name = "OrderRefusedError";
  readonly refusal: RefusalOf<"order"> | undefined;
  constructor(reason: RefusalOf<"order"> | string) {
    super(typeof reason === "string" ? reason : englishOf(reason));
    this.refusal = typeof reason === "string" ? undefined : reason;
  }
}

/** An order request priced from the shop's own products, with what it takes from the stock. */
export interface PricedOrder {
  items: OrderItem[];
  totalPaise: number;
  /** Units of counted products the order takes. */
  stockTaken: { productId: number; quantity: number }[];
  /** Money recorded with the order (a sale's payments, the change already taken off cash). */
  payments: Tender[];
  /** What the order's timeline says of how it was entered (a sale's channel and changed prices). */
  saleNote: string | null;
}

/**
 * Prices an order from the shop's own products, merging lines of the same product, and for a sale
 * adds the owner's lines, changed prices and payments. `stockLeft` holds the counts this group has
 * left of each counted product, and is taken from. Throws OrderRefusedError naming the first thing
 * that cannot be done as asked. Web-only rules (the In Stock switch of an uncounted product, the
 * most per order) do not bind the owner, who has the goods in hand.
 */
export function priceRequest(
  request: PlaceOrderRequest,
  products: ReadonlyMap<number, OrderableProduct>,
  stockLeft: Map<number, number>,
): PricedOrder {
  const sale = request.sale;
  const quantities = new Map<number, number>();
  for (const { productId, quantity } of request.items) {
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  const items: OrderItem[] = [];
  const stockTaken: PricedOrder["stockTaken"] = [];
  const notes: string[] = [];
  let productsPaise = 0;
  for (const [productId, quantity] of quantities) {
    const product = products.get(productId);
    if (!product) throw new OrderRefusedError(refusal("order.unknown-product", { productId }));
    const left = stockLeft.get(productId);
    if (left !== undefined) {
      if (quantity > left)
        throw new OrderRefusedError(refusal("order.only-left", { name: product.name, left }));
      stockTaken.push({ productId, quantity });
    } else if (!sale && !product.inStock) {
      throw new OrderRefusedError(refusal("order.out-of-stock", { name: product.name }));
    }
    if (!sale && quantity > product.maxQuantity) {
      throw new OrderRefusedError(
        refusal("order.over-max-quantity", {
          name: product.name,
          maxQuantity: product.maxQuantity,
        }),
      );
    }
    const override = sale?.overrides.find((line) => line.productId === productId);
    let unitPricePaise = product.pricePaise;
    if (override && override.unitPricePaise !== product.pricePaise) {
      // A confirmed quote keeps the prices it was sent with; they were checked when it was made.
      const refusal = sale?.quoteNumber
        ? null
        : priceOverrideRefusal(
            product.name,
            product.pricePaise,
            override,
            sale!.maxDiscountPercent,
          );
      if (refusal) throw new OrderRefusedError(refusal);
      unitPricePaise = override.unitPricePaise;
      notes.push(
        `${product.name}: ${formatRupees(unitPricePaise)} instead of ${formatRupees(product.pricePaise)} (${override.reason})`,
      );
    }
    items.push({
      productId,
      name: product.name,
      unitPricePaise,
      oldPricePaise: product.oldPricePaise,
      image: product.image,
      quantity,
      kind: "product",
      listPricePaise: unitPricePaise === product.pricePaise ? null : product.pricePaise,
      overrideReason: unitPricePaise === product.pricePaise ? null : (override?.reason ?? null),
      detail: null,
    });
    productsPaise += unitPricePaise * quantity;
  }
  if (!sale) {
    for (const { productId, quantity } of stockTaken) {
      stockLeft.set(productId, stockLeft.get(productId)! - quantity);
    }
    return { items, totalPaise: productsPaise, stockTaken, payments: [], saleNote: null };
  }
  for (const line of sale.extras) {
    items.push({
      productId: null,
      name: line.name,
      unitPricePaise: line.kind === "service" ? line.unitPricePaise : -line.amountPaise,
      oldPricePaise: 0,
      image: "",
      quantity: line.kind === "service" ? line.quantity : 1,
      kind: line.kind,
      listPricePaise: null,
      overrideReason: null,
      detail: line.kind === "exchange" ? line.condition : null,
    });
  }
  let totalPaise: number;
  let payments: Tender[];
  try {
    totalPaise = saleTotalPaise(productsPaise, sale.extras);
    payments = settlePayments(totalPaise, sale.tenders).payments;
  } catch (error) {
    if (error instanceof RangeError) throw new OrderRefusedError(error.message);
    throw error;
  }
  const anonymous = request.customerName === "" || request.customerMobile === "";
  if (anonymous && !mayStayAnonymous(sale.channel, totalPaise, sale.walkInMaxPaise)) {
    throw new OrderRefusedError(saleRefusals.walkInNeedsName(sale.walkInMaxPaise));
  }
  if (totalPaise >= ADDRESS_ON_BILL_FROM_PAISE && !request.deliveryAddress) {
    throw new OrderRefusedError(saleRefusals.needsAddress);
  }
  for (const { productId, quantity } of stockTaken) {
    stockLeft.set(productId, stockLeft.get(productId)! - quantity);
  }
  const paid = payments.map(
    (payment) => `${PAYMENT_METHOD_LABELS[payment.method]} ${formatRupees(payment.amountPaise)}`,
  );
  const saleNote = [
    sale.quoteNumber
      ? `Confirmed from quote ${sale.quoteNumber}`
      : `${CHANNEL_LABELS[sale.channel]} sale`,
    ...notes,
    ...(paid.length > 0 ? [`Paid: ${paid.join(", ")}`] : []),
  ].join(". ");
  return { items, totalPaise, stockTaken, payments, saleNote };
}
