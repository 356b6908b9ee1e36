import { redirect, type AppLoadContext } from "react-router";
import {
  bulkDeleteNotification,
  bulkStatusNotification,
  dashboardMessages,
  type AdminNotification,
} from "../../../domain/dashboard-messages";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  CLEAR_ALL_PHRASE,
  orderCallSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from "../../../domain/order-desk";
import { requireAdmin } from "../admin/require-admin";
import { deskFields, orderIdOf, type DeskActionData, type DeskIntent } from "./desk-intents";
import { callLogMessages, orderNoteMessages } from "./order-details-texts";
import { intentOf, unreachableAnswer } from "./desk-client-action";

const error = (message: string): AdminNotification => ({ message, type: "error", show: true });
const success = (message: string): AdminNotification => ({ message, type: "success", show: true });

function idsOf(form: FormData): number[] {
  return form.getAll(deskFields.ids).map((value) => orderIdOf(String(value)) ?? Number.NaN);
}

/**
 * The one action behind the order pages: the admin guard, then the posted intent validated with
 * the domain's schema and carried out by the order desk. Refusals and failures come back as data
 * worded as the spec's dashboard notifications; React Router then reloads the page's data.
 *
 * `intents` are the changes the page offers. A page about one order passes `order`: that order,
 * whatever the form says, and where to go once it is deleted (the page has nothing left to show).
 */
export async function orderDeskAction(
  request: Request,
  context: AppLoadContext,
  intents: readonly DeskIntent[],
  order?: { id: number | undefined; afterDelete: string },
): Promise<DeskActionData> {
  const admin = requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const named = form.get(deskFields.intent);
  const posted = intentOf(named);
  const intent = posted && intents.includes(posted) ? posted : undefined;
  if (!intent) {
    const problem =
      named === null
        ? "The form names no change to make"
        : `This page cannot make the change '${String(named)}'`;
    return { intent, ok: false, notification: error(problem) };
  }
  const orderId = order ? order.id : orderIdOf(form.get(deskFields.orderId)?.toString());
  const desk = context.orderDesk;

  try {
    switch (intent) {
      case "status": {
        const parsed = orderStatusChangeSchema.safeParse({ status: form.get(deskFields.status) });
        const row =
          parsed.success && orderId !== undefined
            ? await desk.setStatus(orderId, parsed.data.status, admin)
            : undefined;
        return row && parsed.success
          ? {
              intent,
              ok: true,
              orderId: row.id,
              notification: success(dashboardMessages.statusUpdated(row.orderNumber, row.status)),
            }
          : {
              intent,
              ok: false,
              orderId,
              notification: error(dashboardMessages.statusUpdateFailed),
            };
      }
      case "delete": {
        const deleted = orderId !== undefined && (await desk.delete(orderId));
        if (deleted && order) throw redirect(order.afterDelete);
        return deleted
          ? { intent, ok: true, orderId, notification: success(dashboardMessages.orderDeleted) }
          : {
              intent,
              ok: false,
              orderId,
              notification: error(dashboardMessages.orderDeleteFailed),
            };
      }
      case "bulk-status": {
        const ids = idsOf(form);
        if (ids.length === 0) {
          return { intent, ok: false, notification: error(dashboardMessages.selectToUpdate) };
        }
        const parsed = bulkOrderStatusSchema.safeParse({
          ids,
          status: form.get(deskFields.status),
        });
        if (!parsed.success) {
          return { intent, ok: false, notification: error(dashboardMessages.bulkUpdateError) };
        }
        const result = await desk.bulkSetStatus(parsed.data.ids, parsed.data.status, admin);
        return {
          intent,
          ok: true,
          notification: bulkStatusNotification(result, parsed.data.status),
        };
      }
      case "bulk-delete": {
        const ids = idsOf(form);
        if (ids.length === 0) {
          return { intent, ok: false, notification: error(dashboardMessages.selectToDelete) };
        }
        const parsed = bulkOrderDeleteSchema.safeParse({ ids });
        if (!parsed.success) {
          return { intent, ok: false, notification: error(dashboardMessages.bulkDeleteError) };
        }
        return {
          intent,
          ok: true,
          notification: bulkDeleteNotification(await desk.bulkDelete(parsed.data.ids)),
        };
      }
      case "clear-all": {
        if (form.get(deskFields.confirmation) !== CLEAR_ALL_PHRASE) {
          const cancelled = dashboardMessages.clearCancelled;
          return {
            intent,
            ok: false,
            notification: { message: cancelled, type: "info", show: true },
          };
        }
        await desk.clearAll();
        return { intent, ok: true, notification: success(dashboardMessages.allCleared) };
      }
      case "note": {
        const parsed = orderNoteSchema.safeParse({ text: form.get(deskFields.text) ?? "" });
        if (!parsed.success) {
          return { intent, ok: false, orderId, fieldError: parsed.error.issues[0]?.message };
        }
        const entry =
          orderId === undefined ? undefined : await desk.addNote(orderId, parsed.data.text, admin);
        return entry
          ? { intent, ok: true, orderId, notification: success(orderNoteMessages.added) }
          : { intent, ok: false, orderId, notification: error(orderNoteMessages.failed) };
      }
      case "call": {
        const parsed = orderCallSchema.safeParse({ outcome: form.get(deskFields.outcome) });
        const entry =
          parsed.success && orderId !== undefined
            ? await desk.logCall(orderId, parsed.data.outcome, admin)
            : undefined;
        return entry && parsed.success
          ? {
              intent,
              ok: true,
              orderId,
              notification: success(callLogMessages.logged(parsed.data.outcome)),
            }
          : { intent, ok: false, orderId, notification: error(callLogMessages.failed) };
      }
    }
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    console.error(`The order change '${intent}' failed`, thrown);
    return { ...unreachableAnswer(intent), orderId };
  }
}
