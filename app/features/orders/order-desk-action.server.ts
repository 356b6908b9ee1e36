import { redirect } from "react-router";
import { z } from "zod";
import {
  bulkDeleteNotification,
  bulkStatusNotification,
  dashboardMessages,
} from "../../../domain/dashboard-messages";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  CLEAR_ALL_PHRASE,
  orderCallSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from "../../../domain/order-desk";
import {
  adminAction,
  intent,
  type AnswerOf,
  type IntentArgs,
  type PostedBody,
} from "../admin/admin-action.server";
import { orderIdOf } from "./desk-intents";
import { callLogMessages, orderNoteMessages } from "./order-details-texts";

/** The order a one-order change acts on: the page's own (details), else the row's (dashboard). */
function orderOf({ params, body }: IntentArgs): number | undefined {
  return orderIdOf(params.id ?? (typeof body.orderId === "string" ? body.orderId : undefined));
}

/** The ticked orders' ids; text that names no order stays in, so the schema refuses the post. */
const idsOf = (body: PostedBody) =>
  (body.ids === undefined ? [] : Array.isArray(body.ids) ? body.ids : [body.ids]).map(
    (value) => orderIdOf(String(value)) ?? Number.NaN,
  );

const failure = (orderId: number | undefined, message: string) =>
  ({ ok: false, notify: message, result: { orderId } }) as const;

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
            result: { orderId: row.id },
          }
        : failure(orderId, dashboardMessages.statusUpdateFailed);
    },
  }),
  delete: intent({
    schema: z.object({}),
    failed: dashboardMessages.orderDeleteError,
    async run(_input, args) {
      const orderId = orderOf(args);
      const deleted = orderId !== undefined && (await args.context.orderDesk.delete(orderId));
      // A page about one order has nothing left to show.
      if (deleted && args.params.id !== undefined) throw redirect("/admind");
      return deleted
        ? { ok: true, notify: dashboardMessages.orderDeleted, result: { orderId } }
        : failure(orderId, dashboardMessages.orderDeleteFailed);
    },
  }),
  "bulk-status": intent({
    read: (body) => ({ ids: idsOf(body), status: body.status }),
    schema: bulkOrderStatusSchema,
    failed: dashboardMessages.bulkUpdateError,
    async run({ ids, status }, args) {
      const result = await args.context.orderDesk.bulkSetStatus(ids, status, args.admin);
      return { ok: true, notify: bulkStatusNotification(result, status) };
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
      await args.context.orderDesk.clearAll();
      return { ok: true, notify: dashboardMessages.allCleared };
    },
  }),
  note: intent({
    read: (body) => ({ text: body.text ?? "" }),
    schema: orderNoteSchema,
    failed: orderNoteMessages.error,
    async run({ text }, args) {
      const orderId = orderOf(args);
      const entry = orderId && (await args.context.orderDesk.addNote(orderId, text, args.admin));
      return entry
        ? { ok: true, notify: orderNoteMessages.added, result: { orderId } }
        : failure(orderId, orderNoteMessages.failed);
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
};

type OrderDeskIntents = typeof orderDeskIntents;
/** What an order page's action answers. */
export type DeskActionData = AnswerOf<OrderDeskIntents>;

/** The action of an order page offering `names` of the order desk's changes. */
export function orderDeskAction<const Names extends keyof OrderDeskIntents>(
  names: readonly Names[],
) {
  const offered = Object.fromEntries(names.map((name) => [name, orderDeskIntents[name]])) as Pick<
    OrderDeskIntents,
    Names
  >;
  return adminAction(offered);
}
