import { deskFormFields } from "../desk/desk-fields";

/**
 * The changes the order pages post to their route action, each named by the form's `intent`
 * field. The dashboard and the details page post the same field names, so one action reads both.
 */
export const DESK_INTENTS = [
  "status",
  "delete",
  "bulk-status",
  "bulk-delete",
  "clear-all",
  "note",
  "call",
] as const;
export type DeskIntent = (typeof DESK_INTENTS)[number];

/** The form field names the action reads. */
export const deskFields = {
  ...deskFormFields,
  orderId: "orderId",
  ids: "ids",
  status: "status",
  confirmation: "confirmation",
  /** 'Delivered' for orders with money due, after the owner said yes to the question naming them. */
  dueAccepted: "dueAccepted",
} as const;

/** Order ids are positive 32-bit integers (PostgreSQL `integer`); anything else names no order. */
export const MAX_ORDER_ID = 2_147_483_647;

/** The order id in a URL or form field, or undefined when the text names no order. */
export function orderIdOf(text: string | null | undefined): number | undefined {
  const id = text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return id > 0 && id <= MAX_ORDER_ID ? id : undefined;
}

/** The body of a post to an order page's action, as `fetcher.submit` sends it. */
export function deskForm(
  intent: DeskIntent,
  fields: Partial<Record<Exclude<keyof typeof deskFields, "intent" | "ids">, string | number>> & {
    ids?: readonly number[];
  } = {},
): FormData {
  const form = new FormData();
  form.set(deskFields.intent, intent);
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const id of value) form.append(name, String(id));
    else if (value !== undefined) form.set(name, String(value));
  }
  return form;
}
