import { z } from "zod";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, normaliseCustomerName } from "./checkout";
import { ADDRESS_MAX_LENGTH, normaliseAddressLine } from "./delivery";
import { mobileField } from "./mobile-schema";
import { customerLocaleSchema, MAX_ORDER_LINES } from "./order-schemas";
import { parseRupees, rupeesRefusal } from "./money";
import {
  PAYMENT_METHODS,
  SALE_CHANNELS,
  type ExtraLine,
  type PriceOverride,
  type SaleChannel,
  type Tender,
} from "./sales";
import { hasUnstorableCharacters, MAX_RECORD_ID, visibleLength } from "./storable";

/** Most a single line or payment may come to: ₹1 crore. */
export const MAX_SALE_AMOUNT_PAISE = 1_00_00_000_00;
const REASON_MAX_LENGTH = 200;
const LINE_NAME_MAX_LENGTH = 120;

const amount = (label: string) =>
  z
    .number({ message: `${label} must be an amount in rupees` })
    .int({ message: `${label} must be whole paise` })
    .min(0, { message: `${label} cannot be negative` })
    .max(MAX_SALE_AMOUNT_PAISE, { message: `${label} is too large` });

const shortText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` })
    .refine((text) => !hasUnstorableCharacters(text), {
      message: `${label} must not contain control characters`,
    });

const lineName = shortText("A line's description", LINE_NAME_MAX_LENGTH).refine(
  (text) => text.length > 0,
  { message: "Describe the line" },
);

/** A customer name a sale may leave empty (a walk-in below the setting's amount). */
const optionalName = z
  .string()
  .transform(normaliseCustomerName)
  .pipe(
    z
      .string()
      .refine((name) => !hasUnstorableCharacters(name), {
        message: "Name must not contain control characters",
      })
      .refine((name) => name === "" || visibleLength(name) >= NAME_MIN_LENGTH, {
        message: "Please enter a name of at least 2 characters",
      })
      .max(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` }),
  );

export const tenderSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Choose cash, UPI or card" }),
  amountPaise: amount("A payment").refine((paise) => paise > 0, {
    message: "A payment must be more than ₹0",
  }),
  reference: shortText("The reference", 80)
    .optional()
    .transform((text) => (text ? text : null)),
}) satisfies z.ZodType<Tender, unknown>;

const extraLineSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("service"),
    name: lineName,
    quantity: z.number().int().min(1, { message: "Quantity must be at least 1" }).max(1000),
    unitPricePaise: amount("A service's price"),
  }),
  z.object({
    kind: z.literal("exchange"),
    name: lineName,
    condition: shortText("The condition", LINE_NAME_MAX_LENGTH),
    amountPaise: amount("The exchange credit").refine((paise) => paise > 0, {
      message: "The exchange credit must be more than ₹0",
    }),
  }),
]) satisfies z.ZodType<ExtraLine, unknown>;

/**
 * A sale the owner enters at `/admin/sales/new` (issue 31). Catalogue lines carry the price he
 * sells at only when he changed it; the server prices the rest from its own catalogue and checks
 * every changed price against the maximum discount.
 */
export const saleRequestSchema = z
  .object({
    channel: z.enum(SALE_CHANNELS, { error: "Choose counter, phone or WhatsApp" }),
    customerName: optionalName,
    // A small counter sale may leave it blank (sales.ts `mayStayAnonymous`).
    customerMobile: mobileField(undefined, "Enter 10-digit mobile number", { optional: true }),
    deliveryAddress: z
      .string()
      .max(ADDRESS_MAX_LENGTH * 2)
      .optional()
      .transform((value) => (value === undefined ? null : normaliseAddressLine(value)))
      .refine((line) => line === null || line.length <= ADDRESS_MAX_LENGTH, {
        message: `The address can be at most ${ADDRESS_MAX_LENGTH} characters`,
      }),
    products: z
      .array(
        z.object({
          productId: z.number().int().min(1).max(MAX_RECORD_ID),
          quantity: z.number().int().min(1, { message: "Quantity must be at least 1" }),
          unitPricePaise: amount("A price").optional(),
          overrideReason: shortText("The reason", REASON_MAX_LENGTH).optional(),
        }),
      )
      .max(MAX_ORDER_LINES),
    extras: z.array(extraLineSchema).max(MAX_ORDER_LINES),
    tenders: z.array(tenderSchema).max(10, { message: "At most 10 payments at once" }),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, {
      message: "idempotencyKey must be 16 to 100 letters, digits, - or _",
    }),
    // The customer's language: the quote's link and text, the order's updates and its bill follow it.
    locale: customerLocaleSchema,
  })
  .refine((sale) => sale.products.length + sale.extras.length > 0, {
    message: "Add at least one product or line",
    path: ["products"],
  })
  .meta({ id: "SaleRequest" });
export type SaleRequest = z.output<typeof saleRequestSchema>;
export type SaleRequestJson = z.input<typeof saleRequestSchema>;

/** A quote: the same form, with the last day it can be confirmed. */
export const quoteRequestSchema = z
  .object({
    sale: saleRequestSchema,
    validUntil: z.iso.date({ message: "Give the last day as YYYY-MM-DD" }),
  })
  .meta({ id: "QuoteRequest" });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const recordPaymentSchema = tenderSchema.meta({ id: "RecordPayment" });

/**
 * The order page's 'Record payment' form as posted: the amount as typed ('1,299.50'), read by
 * `readRupees` and refused in the words every rupee field uses (a third decimal says so).
 */
export const recordPaymentFormSchema = recordPaymentSchema.extend({
  amountPaise: z
    .unknown()
    .transform((typed, context) => {
      const refusal = rupeesRefusal("The amount", typed);
      if (refusal === undefined) return parseRupees(typed as string)!;
      context.addIssue({ code: "custom", message: refusal });
      return z.NEVER;
    })
    .pipe(recordPaymentSchema.shape.amountPaise),
});

/**
 * What a sale adds to an order request inside the shop: filled by the server from the admin's
 * session and the settings, never sent by a browser.
 */
export interface SaleTerms {
  channel: SaleChannel;
  enteredBy: string;
  overrides: PriceOverride[];
  extras: ExtraLine[];
  tenders: Tender[];
  maxDiscountPercent: number;
  walkInMaxPaise: number;
  /** Set when a quote is confirmed: its prices stand as quoted and the order starts Confirmed. */
  quoteNumber?: string;
}

/** The order request's product lines and the prices changed on them, from a sale's lines. */
export function saleProducts(sale: SaleRequest): {
  items: { productId: number; quantity: number }[];
  overrides: PriceOverride[];
} {
  return {
    items: sale.products.map(({ productId, quantity }) => ({ productId, quantity })),
    overrides: sale.products.flatMap((line) =>
      line.unitPricePaise === undefined
        ? []
        : [
            {
              productId: line.productId,
              unitPricePaise: line.unitPricePaise,
              reason: line.overrideReason ?? "",
            },
          ],
    ),
  };
}
