import { redirect } from "react-router";
import { chatLink } from "../../../domain/contact-links";
import { z } from "zod";
import type { OrderStatus } from "../../../domain/shop-constants";
import {
  bulkDeleteNotification,
  bulkStatusNotification,
  dashboardMessages,
} from "../../../domain/dashboard-messages";
import {
  CLEAR_ALL_PHRASE,
  MAX_ORDER_PAGE_SIZE,
  type OrderDue,
  type OrderListRow,
} from "../../../domain/order-desk";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  orderCallSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from "../../../domain/order-desk-schemas";
import {
  adminAction,
  intent,
  type AnswerOf,
  type IntentArgs,
  type IntentOutcome,
  type PostedBody,
} from "../admin/admin-action.server";
import { customerUpdateMessage } from "./customer-update-message.server";
import { deskFields, orderIdOf } from "./desk-intents";
import type { CardUpdate } from "./use-changed-cards";
import { callLogMessages, noteMessages } from "../desk/desk-texts";
import { orderDetailsTexts } from "./order-details-texts";

/** The order a one-order change acts on: the page's own (details), else the row's (dashboard). */
function orderOf({ params, body }: IntentArgs): number | undefined {
  return orderIdOf(params.id ?? (typeof body.orderId === "string" ? body.orderId : undefined));
}

/** The ticked orders' ids; text that names no order stays in, so the schema refuses the post. */
const idsOf = (body: PostedBody) =>
  (body.ids === undefined ? [] : Array.isArray(body.ids) ? body.ids : [body.ids]).map(
    (value) => orderIdOf(String(value)) ?? Number.NaN,
  );

/** The WhatsApp update to offer for each changed order that still has a customer's number. */
async function updatesFor(orderIds: readonly number[], args: IntentArgs): Promise<CardUpdate[]> {
  const updates = await Promise.all(
    orderIds.map(async (orderId) => {
      const update = await args.context.orderTracking.customerUpdate(orderId);
      return update?.customerMobile
        ? {
            orderId,
            message: await customerUpdateMessage(orderId, update, args.context, args.request),
          }
        : undefined;
    }),
  );
  return updates.filter((update) => update !== undefined);
}

/** What a one-order change hands back: the order, and after a status change its row and update. */
interface OrderResult {
  orderId: number | undefined;
  row?: OrderListRow;
  updates?: CardUpdate[];
}

/** A bulk change's answer, or the orders with money due that 'Delivered' asks about first. */
type BulkStatusResult =
  | { ids: number[]; status: OrderStatus; updates: CardUpdate[] }
  | { dueOrders: OrderDue[]; asked: number[] };

const failure = (orderId: number | undefined, message: string) =>
  ({
    ok: false,
    notify: message,
    result: { orderId } satisfies OrderResult as OrderResult,
  }) as const;

/**
 * The changes the order pages offer, each checked with the domain's schema and made by the order
 * desk, worded as the spec's dashboard notifications (§8). A page picks the ones it shows.
 */
export const orderDeskIntents = {
  status: intent({
    schema: orderStatusChangeSchema,
    refused: dashboardMessages.statusUpdateFailed,
    failed: dashboardMessages.statusUpdateError,
    async run({ status }, args) {
      const orderId = orderOf(args);
      const row = orderId && (await args.context.orderDesk.setStatus(orderId, status, args.admin));
      return row
        ? {
            ok: true,
            notify: dashboardMessages.statusUpdated(row.orderNumber, row.status),
            result: { orderId: row.id, row, updates: await updatesFor([row.id], args) },
          }
        : failure(orderId, dashboardMessages.statusUpdateFailed);
    },
  }),
  delete: intent({
    schema: z.object({}),
    failed: dashboardMessages.orderDeleteError,
    async run(_input, args) {
      const orderId = orderOf(args);
      const answer =
        orderId === undefined ? "missing" : await args.context.orderDesk.delete(orderId);
      if (typeof answer === "object")
        return failure(orderId, dashboardMessages.orderBilled(answer));
      // A page about one order has nothing left to show.
      if (answer === "deleted" && args.params.id !== undefined) throw redirect("/admind");
      return answer === "deleted"
        ? { ok: true, notify: dashboardMessages.orderDeleted, result: { orderId } as OrderResult }
        : failure(orderId, dashboardMessages.orderDeleteFailed);
    },
  }),
  "bulk-status": intent({
    read: (body) => ({
      ids: idsOf(body),
      status: body.status,
      dueAccepted: body[deskFields.dueAccepted] === "yes",
    }),
    schema: bulkOrderStatusSchema.extend({ dueAccepted: z.boolean() }),
    failed: dashboardMessages.bulkUpdateError,
    async run({ ids, status, dueAccepted }, args): Promise<IntentOutcome<BulkStatusResult>> {
      // Delivered with money still due asks the owner first (issue 31): nothing changes until
      // the page names those orders and posts again with the owner's yes.
      if (status === "delivered" && !dueAccepted) {
        const dueOrders = await args.context.orderDesk.dueBeforeDelivery(ids);
        if (dueOrders.length > 0) return { ok: false, result: { dueOrders, asked: ids } };
      }
      const result = await args.context.orderDesk.bulkSetStatus(ids, status, args.admin);
      // A page shows at most this many cards; the owner tells the rest from their details pages.
      const updates = await updatesFor(result.updated.slice(0, MAX_ORDER_PAGE_SIZE), args);
      return {
        ok: true,
        notify: bulkStatusNotification(result, status),
        result: { ids: result.updated, status, updates },
      };
    },
  }),
  "bulk-delete": intent({
    read: (body) => ({ ids: idsOf(body) }),
    schema: bulkOrderDeleteSchema,
    failed: dashboardMessages.bulkDeleteError,
    async run({ ids }, args) {
      return {
        ok: true,
        notify: bulkDeleteNotification(await args.context.orderDesk.bulkDelete(ids)),
      };
    },
  }),
  "clear-all": intent({
    read: (body) => ({ confirmed: body.confirmation === CLEAR_ALL_PHRASE }),
    schema: z.object({ confirmed: z.boolean() }),
    failed: dashboardMessages.clearFailed,
    async run({ confirmed }, args) {
      if (!confirmed) {
        const cancelled = {
          message: dashboardMessages.clearCancelled,
          type: "info" as const,
          show: true,
        };
        return { ok: false, notify: cancelled };
      }
      const cleared = await args.context.orderDesk.clearAll();
      if (cleared.keptBilled === 0) return { ok: true, notify: dashboardMessages.allCleared };
      const kept = {
        message: dashboardMessages.clearedKeptBilled(cleared),
        type: "info" as const,
        show: true,
      };
      return { ok: true, notify: kept };
    },
  }),
  note: intent({
    read: (body) => ({ text: body.text ?? "" }),
    schema: orderNoteSchema,
    failed: noteMessages.error,
    async run({ text }, args) {
      const orderId = orderOf(args);
      const entry = orderId && (await args.context.orderDesk.addNote(orderId, text, args.admin));
      return entry
        ? { ok: true, notify: noteMessages.added, result: { orderId } }
        : failure(orderId, noteMessages.failed);
    },
  }),
  call: intent({
    schema: orderCallSchema,
    refused: callLogMessages.failed,
    failed: callLogMessages.error,
    async run({ outcome }, args) {
      const orderId = orderOf(args);
      const entry = orderId && (await args.context.orderDesk.logCall(orderId, outcome, args.admin));
      return entry
        ? { ok: true, notify: callLogMessages.logged(outcome), result: { orderId } }
        : failure(orderId, callLogMessages.failed);
    },
  }),
  /**
   * A plain form opening a new tab posts this: the update is recorded on the timeline, then the
   * tab goes on to the chat, so nothing is recorded that was not opened.
   */
  "send-update": intent({
    schema: z.object({}),
    async run(_input, args) {
      const orderId = orderOf(args);
      const update =
        orderId === undefined
          ? undefined
          : await args.context.orderTracking.recordUpdateSent(orderId, args.admin);
      if (orderId === undefined || !update) return failure(orderId, orderDetailsTexts.notFound);
      const message = await customerUpdateMessage(orderId, update, args.context, args.request);
      throw redirect(chatLink(update.customerMobile, message));
    },
  }),
};

type OrderDeskIntents = typeof orderDeskIntents;
/** What an order page's action answers. */
export type DeskActionData = AnswerOf<OrderDeskIntents>;

/**
 * The action of an order page offering `names` of the order desk's changes, and `more` of its own
 * (the details page's bill card).
 */
export function orderDeskAction<
  const Names extends keyof OrderDeskIntents,
  More extends Parameters<typeof adminAction>[0] = Record<never, never>,
>(names: readonly Names[], more?: More) {
  const offered = Object.fromEntries(names.map((name) => [name, orderDeskIntents[name]])) as Pick<
    OrderDeskIntents,
    Names
  >;
  return adminAction({ ...offered, ...(more as More) });
}
