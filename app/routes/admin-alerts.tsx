import {
  alertActionSchema,
  alertTexts,
  type AlertAction,
  type AlertActionData,
} from "../../domain/push-alerts";
import { refuseSignedOut } from "../features/admin/require-admin";
import type { Route } from "./+types/admin-alerts";

/** Enough of the user agent to tell the owner's devices apart. */
const DEVICE_LABEL_MAX = 200;

function answer(ok: boolean, intent: AlertAction["intent"] | undefined, message: string) {
  const data: AlertActionData = { ok, intent, message };
  return data;
}

/**
 * What the dashboard's alert controls post (app/features/orders/phone-alerts.tsx): this device
 * turns alerts on or off, or asks for a test alert. A resource route: it has no page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseSignedOut(context);
  if (refused) return refused;
  const admin = context.admin!;
  const parsed = alertActionSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return answer(false, undefined, alertTexts.invalid);
  const input = parsed.data;
  const device = (request.headers.get("User-Agent") ?? "Unknown device").slice(0, DEVICE_LABEL_MAX);
  switch (input.intent) {
    case "subscribe":
      await context.pushAlerts.subscribe(input.subscription, admin, device);
      return answer(true, input.intent, alertTexts.turnedOn);
    case "test": {
      await context.pushAlerts.subscribe(input.subscription, admin, device);
      const outcome = await context.pushAlerts.sendTest(input.subscription.endpoint);
      return outcome === "sent"
        ? answer(true, input.intent, alertTexts.testSent)
        : answer(false, input.intent, alertTexts.testFailed);
    }
    case "unsubscribe":
      await context.pushAlerts.unsubscribe(input.endpoint);
      return answer(true, input.intent, alertTexts.turnedOff);
  }
}
