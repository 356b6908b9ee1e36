import { isRouteErrorResponse } from "react-router";
import { dashboardMessages } from "../../../domain/dashboard-messages";
import { DESK_INTENTS, deskFields, type DeskActionData, type DeskIntent } from "./desk-intents";
import { callLogMessages, orderNoteMessages } from "./order-details-texts";

/** The spec's words for a change that broke or never reached the server (not a refusal). */
const BROKEN: Record<DeskIntent, string> = {
  status: dashboardMessages.statusUpdateError,
  delete: dashboardMessages.orderDeleteError,
  "bulk-status": dashboardMessages.bulkUpdateError,
  "bulk-delete": dashboardMessages.bulkDeleteError,
  "clear-all": dashboardMessages.clearFailed,
  note: orderNoteMessages.error,
  call: callLogMessages.error,
};

export function intentOf(value: FormDataEntryValue | null): DeskIntent | undefined {
  return DESK_INTENTS.find((intent) => intent === value);
}

/** The answer for a change that broke on the server or could not reach it. */
export function unreachableAnswer(intent: DeskIntent | undefined): DeskActionData {
  return {
    intent,
    ok: false,
    notification: {
      message: intent ? BROKEN[intent] : dashboardMessages.statusUpdateError,
      type: "error",
      show: true,
    },
  };
}

/**
 * The order pages' `clientAction`: posts to the server action and, when the shop cannot be
 * reached, answers the spec's 'Error …' notification where the admin acted instead of replacing
 * the page with the error boundary. Redirects and error responses pass on unchanged.
 */
export async function deskClientAction({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<DeskActionData>;
}): Promise<DeskActionData> {
  const intent = intentOf((await request.clone().formData()).get(deskFields.intent));
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    return unreachableAnswer(intent);
  }
}
