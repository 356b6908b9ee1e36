import { ALERT_INTENTS, alertTexts } from "../../domain/push-alerts";
import { alertEndpointSchema, alertSubscriptionSchema } from "../../domain/push-alert-schemas";
import { adminAction, intent, type AnswerOf } from "../features/admin/admin-action.server";
import { adminClientAction } from "../features/admin/admin-client";
import type { Route } from "./+types/admin-alerts";

/** Enough of the user agent to tell the owner's devices apart. */
const DEVICE_LABEL_MAX = 200;

const deviceOf = (request: Request) =>
  (request.headers.get("User-Agent") ?? "Unknown device").slice(0, DEVICE_LABEL_MAX);

/**
 * What the dashboard's alert controls post (app/features/orders/phone-alerts.tsx), as JSON: this
 * device turns alerts on or off, or asks for a test alert. A resource route: it has no page.
 */
const alertIntents = {
  [ALERT_INTENTS.subscribe]: intent({
    schema: alertSubscriptionSchema,
    refused: alertTexts.invalid,
    async run({ subscription }, { admin, context, request }) {
      await context.pushAlerts.subscribe(subscription, admin, deviceOf(request));
      return { ok: true, notify: alertTexts.turnedOn };
    },
  }),
  [ALERT_INTENTS.test]: intent({
    schema: alertSubscriptionSchema,
    refused: alertTexts.invalid,
    async run({ subscription }, { admin, context, request }) {
      await context.pushAlerts.subscribe(subscription, admin, deviceOf(request));
      const outcome = await context.pushAlerts.sendTest(subscription.endpoint);
      return outcome === "sent"
        ? { ok: true, notify: alertTexts.testSent }
        : { ok: false, notify: alertTexts.testFailed };
    },
  }),
  [ALERT_INTENTS.unsubscribe]: intent({
    schema: alertEndpointSchema,
    refused: alertTexts.invalid,
    async run({ endpoint }, { context }) {
      await context.pushAlerts.unsubscribe(endpoint);
      return { ok: true, notify: alertTexts.turnedOff };
    },
  }),
};

export const action = adminAction(alertIntents, { json: true });
export type AlertAnswer = AnswerOf<typeof alertIntents>;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}
