import { z } from "zod";
import { dashboardMessages } from "./dashboard-messages";
import {
  CALL_OUTCOMES,
  CLEAR_ALL_PHRASE,
  DEFAULT_ORDER_PAGE_SIZE,
  MAX_BULK_ORDERS,
  MAX_ORDER_DAYS,
  MAX_ORDER_PAGE_SIZE,
  ORDER_SORTS,
  ORDER_STATUS_FILTERS,
} from "./order-desk";
import { ORDER_CHANNELS } from "./sales";
import { ORDER_STATUSES, SEARCH_QUERY_MAX_LENGTH } from "./shop-constants";
import { hasUnstorableCharacters, MAX_RECORD_ID, recordIdRange } from "./storable";

/*
 * The order desk's schemas (the dashboard's URL, the owner's changes), apart from order-desk.ts,
 * whose labels and rules the dashboard draws with: zod then loads only where a form is checked
 * (issue 30).
 */

const flag = z
  .enum(["1", "true", "0", "false"])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalSearch = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH)
  .refine(
    (text) => !hasUnstorableCharacters(text),
    "Search text must not contain control characters",
  )
  .optional()
  .transform((value) => (value ? value : undefined));

/** The dashboard's filters, as they appear in its URL and in the admin order API's query string. */
export const orderListQuerySchema = z.object({
  q: optionalSearch,
  status: z.enum(ORDER_STATUS_FILTERS).default("all"),
  /** Only orders from one channel (issue 31); absent or 'all' is every channel. */
  channel: z.enum(["all", ...ORDER_CHANNELS]).optional(),
  /** Pending orders, the ones waiting for the owner, come first; newest first within each group. */
  sort: z.enum(ORDER_SORTS).default("pending-first"),
  /** Only orders placed in the last this many days. */
  days: z.coerce.number().int().min(1).max(MAX_ORDER_DAYS).optional(),
  /** Only urgent orders (pending for more than 24 hours). */
  urgent: flag,
  /** Only orders flagged after repeated unanswered call-backs. */
  flagged: flag,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(10)
    .max(MAX_ORDER_PAGE_SIZE)
    .default(DEFAULT_ORDER_PAGE_SIZE),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Reads dashboard filters from a URL; unknown parameters are ignored, bad values are errors. */
export function parseOrderListQuery(params: URLSearchParams) {
  const known = Object.fromEntries(
    [...params].filter(([key]) => key in orderListQuerySchema.shape),
  );
  return orderListQuerySchema.safeParse(known);
}

/** The ticked orders; `none` says what to do when none is ticked. */
const orderIds = (none: string) =>
  z
    .array(
      z.number().int().min(1).max(MAX_RECORD_ID, `Order ids are whole numbers ${recordIdRange}`),
    )
    .min(1, none)
    .max(MAX_BULK_ORDERS);

export const orderStatusChangeSchema = z.object({ status: z.enum(ORDER_STATUSES) });
export const bulkOrderStatusSchema = z.object({
  ids: orderIds(dashboardMessages.selectToUpdate),
  status: z.enum(ORDER_STATUSES, dashboardMessages.bulkUpdateError),
});
export const bulkOrderDeleteSchema = z.object({
  ids: orderIds(dashboardMessages.selectToDelete),
});
export const clearAllOrdersSchema = z.object({
  confirmation: z.literal(CLEAR_ALL_PHRASE, {
    error: `Type ${CLEAR_ALL_PHRASE} to delete every order`,
  }),
});
export const orderNoteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Write a note first")
    .max(1000, "Notes are at most 1000 characters")
    .refine((text) => !hasUnstorableCharacters(text, { lines: true }), {
      error: "Notes must not contain control characters",
    }),
});
export const orderCallSchema = z.object({ outcome: z.enum(CALL_OUTCOMES) });
