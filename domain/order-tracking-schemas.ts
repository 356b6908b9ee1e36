import { z } from "zod";
import { LOCALES } from "./locale";
import { MOBILE_INPUT_MAX_LENGTH, normaliseMobile } from "./mobile";
import type { OrderLineKind } from "./order-schemas";
import { MAX_ORDERS_ON_PHONE, trackingMessages } from "./order-tracking";
import { ORDER_STATUSES } from "./shop-constants";

/** The tracking API's and pages' inputs and answers (issue 12); texts and rules: order-tracking.ts. */

/**
 * The lookup form: order or repair number and mobile, read the way customers type them. The field
 * keeps its first name, `orderNumber`, so existing clients go on working.
 */
export const trackingLookupSchema = z.object({
  orderNumber: z
    .string()
    .max(40, trackingMessages.notFound)
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().min(1, trackingMessages.missingFields))
    .meta({ description: "An order number (ORD…) or a repair's ticket number (REP…)" }),
  mobile: z
    .string()
    .max(MOBILE_INPUT_MAX_LENGTH, trackingMessages.notFound)
    .transform((value, context) => {
      if (value.trim() === "") {
        context.addIssue({ code: "custom", message: trackingMessages.missingFields });
        return z.NEVER;
      }
      // A mobile that cannot be one finds nothing: the same answer as a wrong one.
      return normaliseMobile(value) ?? "";
    }),
});
export type TrackingLookup = z.output<typeof trackingLookupSchema>;

/**
 * The phone's own list: the orders (`tokens`) and repairs (`repairTokens`) to summarise, in the
 * language of the page that asks (item names in Hindi where the product has one).
 */
export const trackingStatusesSchema = z.object({
  tokens: z
    .array(z.string().max(64))
    .max(MAX_ORDERS_ON_PHONE, `At most ${MAX_ORDERS_ON_PHONE} orders at once`),
  repairTokens: z
    .array(z.string().max(64))
    .max(MAX_ORDERS_ON_PHONE, `At most ${MAX_ORDERS_ON_PHONE} repairs at once`)
    .default([]),
  locale: z.enum(LOCALES).default("en"),
});
export type TrackingStatusesRequest = z.input<typeof trackingStatusesSchema>;

// Spelled out rather than imported, so the lookup form's schema brings no order schemas to the page.
const LINE_KINDS = ["product", "service", "exchange"] as const satisfies readonly OrderLineKind[];

const customerTimelineEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("placed"), at: z.string() }),
  z.object({ kind: z.literal("status"), at: z.string(), status: z.enum(ORDER_STATUSES) }),
  z.object({ kind: z.literal("cancelled-by-customer"), at: z.string() }),
]);

/** What a customer may see of their order: never notes, calls or who at the shop did what. */
export const trackedOrderJsonSchema = z
  .object({
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    customerName: z.string().meta({ description: "'' once the customer was erased" }),
    mobileDisplay: z.string().meta({ description: "+91 XXXXX XXXXX; '' once erased" }),
    createdAt: z.string(),
    items: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unitPricePaise: z.number().int(),
        lineTotalPaise: z.number().int(),
        kind: z.enum(LINE_KINDS).meta({
          description: "exchange: an old appliance the shop took in, its negative price a credit",
        }),
        detail: z.string().nullable().meta({ description: "An exchanged appliance's condition" }),
      }),
    ),
    totalPaise: z.number().int(),
    paidPaise: z.number().int().meta({ description: "Money the shop has recorded as received" }),
    duePaise: z.number().int().meta({ description: "Still to pay; never below 0" }),
    deliveryAddress: z.string().nullable(),
    deliveryLandmark: z.string().nullable(),
    deliveryPin: z.string().nullable(),
    outsideServiceArea: z.boolean(),
    timeline: z.array(customerTimelineEntrySchema),
    canCancel: z.boolean().meta({ description: "Pending or confirmed: the customer may cancel" }),
  })
  .meta({ id: "TrackedOrder" });
export type TrackedOrder = z.infer<typeof trackedOrderJsonSchema>;
