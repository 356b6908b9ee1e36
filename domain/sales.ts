import type { Paise } from "./money";
import { formatRupees } from "./money";

/**
 * Sales the owner enters (issue 31, decision 32): where an order came from, how it was paid, and
 * the rules for prices he changes, lines he adds and money he takes. Pure, so the form shows the
 * same totals, change and refusals the server enforces.
 */
export const ORDER_CHANNELS = ["web", "counter", "phone", "whatsapp"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** The channels of a sale the owner enters; 'web' orders come only from the storefront. */
export const SALE_CHANNELS = ["counter", "phone", "whatsapp"] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: "Web",
  counter: "Counter",
  phone: "Phone",
  whatsapp: "WhatsApp",
};

export const PAYMENT_METHODS = ["cash", "upi", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  upi: "UPI",
  card: "Card",
};

export function isOrderChannel(value: string): value is OrderChannel {
  return (ORDER_CHANNELS as readonly string[]).includes(value);
}

/** A line of a sale besides catalogue products: a service (rate card or free text) or an exchange. */
export type ExtraLine =
  | { kind: "service"; name: string; quantity: number; unitPricePaise: Paise }
  | { kind: "exchange"; name: string; condition: string; amountPaise: Paise };

/** A catalogue product sold at another price than the catalogue's, and why. */
export interface PriceOverride {
  productId: number;
  unitPricePaise: Paise;
  reason: string;
}

/**
 * Rule 46: a bill of ₹50,000 or more to an unregistered buyer names their address (and state,
 * the place of supply); below that only when given (shared/reference/bills-india.md).
 */
export const ADDRESS_ON_BILL_FROM_PAISE: Paise = 50_000_00;

export const saleRefusals = {
  overrideWithoutReason: (name: string) => `Give a reason for the changed price of '${name}'`,
  overMaxDiscount: (name: string, maxPercent: number, leastPaise: Paise) =>
    `'${name}' can be sold at most ${maxPercent}% below its price: at least ${formatRupees(leastPaise)}`,
  negativeTotal: "The exchange credit cannot be more than the sale: the total would be below ₹0",
  overpaid: (duePaise: Paise) =>
    `Payments come to more than the total: at most ${formatRupees(duePaise)} is due. Only cash can be more, and its change is given back`,
  cashShort: "Cash received must be more than ₹0",
  walkInNeedsName: (maxPaise: Paise) =>
    `A sale above ${formatRupees(maxPaise)} needs the customer's name and mobile number`,
  needsAddress: `A sale of ${formatRupees(ADDRESS_ON_BILL_FROM_PAISE)} or more needs the customer's address: its GST bill must show it`,
};

/** The least a product may be sold for: its catalogue price less the maximum discount. */
export function leastPricePaise(listPricePaise: Paise, maxDiscountPercent: number): Paise {
  return Math.ceil((listPricePaise * (100 - maxDiscountPercent)) / 100);
}

/**
 * Why an owner's price for a product cannot stand, or null when it can: a changed price needs a
 * reason, and may be at most the maximum discount below the catalogue price (above it is allowed:
 * a price the catalogue has not caught up with).
 */
export function priceOverrideRefusal(
  name: string,
  listPricePaise: Paise,
  override: Pick<PriceOverride, "unitPricePaise" | "reason">,
  maxDiscountPercent: number,
): string | null {
  if (override.unitPricePaise === listPricePaise) return null;
  if (override.reason.trim() === "") return saleRefusals.overrideWithoutReason(name);
  const least = leastPricePaise(listPricePaise, maxDiscountPercent);
  if (override.unitPricePaise < least) {
    return saleRefusals.overMaxDiscount(name, maxDiscountPercent, least);
  }
  return null;
}

/** What an extra line adds to the total (an exchange takes its amount off). */
export function extraLineTotal(line: ExtraLine): Paise {
  return line.kind === "service" ? line.unitPricePaise * line.quantity : -line.amountPaise;
}

/**
 * The total of a sale: its products at their prices, its services, less any exchange credit.
 * Throws when the credit would make it negative (the shop never owes for a sale).
 */
export function saleTotalPaise(productsPaise: Paise, extras: readonly ExtraLine[]): Paise {
  const total = extras.reduce((sum, line) => sum + extraLineTotal(line), productsPaise);
  if (total < 0) throw new RangeError(saleRefusals.negativeTotal);
  return total;
}

/** Money offered at the counter: for cash, what the customer handed over. */
export interface Tender {
  method: PaymentMethod;
  amountPaise: Paise;
  reference?: string | null;
}

export interface SettledPayments {
  /** What is recorded: each tender as far as it pays the total (cash less its change). */
  payments: Tender[];
  changePaise: Paise;
  paidPaise: Paise;
  duePaise: Paise;
}

/**
 * Splits what a customer hands over against the total: UPI and card are taken as they are and may
 * not pay more than is due; cash pays what is left after them, and what it is over is the change.
 * Throws RangeError with the reason when the tenders cannot be taken.
 */
export function settlePayments(totalPaise: Paise, tenders: readonly Tender[]): SettledPayments {
  const exact = tenders.filter((tender) => tender.method !== "cash");
  const cash = tenders.filter((tender) => tender.method === "cash");
  const exactPaise = exact.reduce((sum, tender) => sum + tender.amountPaise, 0);
  if (exactPaise > totalPaise) throw new RangeError(saleRefusals.overpaid(totalPaise));
  if (cash.some((tender) => tender.amountPaise <= 0)) throw new RangeError(saleRefusals.cashShort);
  const cashPaise = cash.reduce((sum, tender) => sum + tender.amountPaise, 0);
  const cashTaken = Math.min(cashPaise, totalPaise - exactPaise);
  const payments: Tender[] = [...exact];
  if (cashTaken > 0) payments.push({ method: "cash", amountPaise: cashTaken, reference: null });
  const paidPaise = exactPaise + cashTaken;
  return {
    payments,
    changePaise: cashPaise - cashTaken,
    paidPaise,
    duePaise: totalPaise - paidPaise,
  };
}

/** Paid and due of an order, from its total and the payments recorded on it. */
export function paidAndDue(
  totalPaise: Paise,
  payments: readonly { amountPaise: Paise }[],
): { paidPaise: Paise; duePaise: Paise } {
  const paidPaise = payments.reduce((sum, payment) => sum + payment.amountPaise, 0);
  return { paidPaise, duePaise: Math.max(0, totalPaise - paidPaise) };
}

/** A counter sale small enough to leave the customer unnamed (settings `walkInMaxPaise`). */
export function mayStayAnonymous(
  channel: SaleChannel,
  totalPaise: Paise,
  walkInMaxPaise: Paise,
): boolean {
  return channel === "counter" && totalPaise <= walkInMaxPaise;
}

/** What the storefront says of a counted product's stock. */
export type StockWord = { kind: "out" } | { kind: "few"; left: number } | { kind: "in" };

export function stockWord(stockQuantity: number | null, inStock: boolean, fewLeftAt: number) {
  if (stockQuantity === null) return inStock ? { kind: "in" as const } : { kind: "out" as const };
  if (stockQuantity <= 0) return { kind: "out" as const };
  if (stockQuantity <= fewLeftAt) return { kind: "few" as const, left: stockQuantity };
  return { kind: "in" as const };
}

export const QUOTE_STATUSES = ["sent", "confirmed", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A quote is confirmed once it has an order; unconfirmed after its last day, it has expired. */
export function quoteStatus(validUntil: string, confirmed: boolean, today: string): QuoteStatus {
  if (confirmed) return "confirmed";
  return validUntil < today ? "expired" : "sent";
}
