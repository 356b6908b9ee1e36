import { BellOff, BellRing, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { NotificationType } from "../../../domain/dashboard-messages";
import { ALERT_INTENTS, alertTexts } from "../../../domain/push-alerts";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../components/use-hydrated";
import { ADMIN_APP_SCOPE } from "../../../domain/installable-app";
import type { AdminAnswer } from "../admin/admin-answer";
import { PreloadAdminAction } from "../admin/preload-admin-action";

type AlertAnswer = AdminAnswer<keyof typeof ALERT_INTENTS>;

const ALERTS_ACTION = "/admin/alerts";

/** Where this device stands: unknown until the browser says, then on or off for Web Push. */
type DeviceAlerts = "checking" | "unsupported" | "blocked" | "off" | "on";

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration(ADMIN_APP_SCOPE)) ??
    navigator.serviceWorker.ready
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration()).pushManager.getSubscription();
}

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export interface AlertControls {
  state: DeviceAlerts;
  busy: boolean;
  turnOn(): void;
  sendTest(): void;
  turnOff(): void;
}

/**
 * Web Push on this device (issue 14): subscribes with the shop's VAPID key and tells the server,
 * which then pushes every new order here, the page open or not. `notify` shows how it went.
 */
export function usePhoneAlerts(
  publicKey: string,
  notify: (message: string, type: NotificationType) => void,
): AlertControls {
  const hydrated = useHydrated();
  const fetcher = useFetcher<AlertAnswer>();
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  const [refused, setRefused] = useState(false);
  const [working, setWorking] = useState(false);
  const supported = hydrated && pushSupported();

  useEffect(() => {
    if (!supported) return;
    let stillHere = true;
    currentSubscription()
      .then((subscription) => stillHere && setSubscribed(subscription !== null))
      .catch(() => stillHere && setSubscribed(false));
    return () => {
      stillHere = false;
    };
  }, [supported]);

  // Each answer once, as useDeskFetcher hands them on.
  const handled = useRef<AlertAnswer>(undefined);
  const onAnswer = useRef((answer: AlertAnswer) => {
    // Signed out or offline, the admin layout says so; nothing changed on the server.
    if (answer.stopped) return;
    if (answer.notification) notify(answer.notification.message, answer.ok ? "success" : "error");
    if (answer.ok && answer.intent === "subscribe") setSubscribed(true);
    if (answer.ok && answer.intent === "unsubscribe") setSubscribed(false);
  });
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    onAnswer.current(answer);
  }, [fetcher.data]);

  let state: DeviceAlerts;
  if (!hydrated) state = "checking";
  else if (!supported) state = "unsupported";
  else if (refused || Notification.permission === "denied") state = "blocked";
  else if (subscribed === undefined) state = "checking";
  else state = subscribed ? "on" : "off";

  const post = (body: Record<string, unknown>) =>
    fetcher.submit(body as never, {
      method: "post",
      action: ALERTS_ACTION,
      encType: "application/json",
    });

  const run = (work: () => Promise<void>) => {
    setWorking(true);
    work()
      .catch((error: unknown) => {
        console.warn("Changing this phone's alerts failed", error);
        notify(alertTexts.unsupported, "error");
      })
      .finally(() => setWorking(false));
  };

  return {
    state,
    busy: working || fetcher.state !== "idle",
    turnOn: () =>
      run(async () => {
        // Asked during the tap, as browsers require.
        const permission = await Notification.requestPermission();
        if (permission !== "granted") {
          setRefused(permission === "denied");
          notify(alertTexts.blocked, "error");
          return;
        }
        const { pushManager } = await registration();
        const subscription =
          (await pushManager.getSubscription()) ??
          (await pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(publicKey),
          }));
        await post({ intent: ALERT_INTENTS.subscribe, subscription: subscription.toJSON() });
      }),
    sendTest: () =>
      run(async () => {
        const subscription = await currentSubscription();
        if (!subscription) {
          setSubscribed(false);
          return;
        }
        await post({ intent: ALERT_INTENTS.test, subscription: subscription.toJSON() });
      }),
    turnOff: () =>
      run(async () => {
        const subscription = await currentSubscription();
        if (!subscription) {
          setSubscribed(false);
          return;
        }
        await subscription.unsubscribe();
        await post({ intent: ALERT_INTENTS.unsubscribe, endpoint: subscription.endpoint });
      }),
  };
}

/** The one button in view while alerts are off on this device. */
export function TurnOnAlertsButton({ alerts }: { alerts: AlertControls }) {
  if (alerts.state !== "off") return null;
  return (
    <>
      <PreloadAdminAction action={ALERTS_ACTION} />
      <Button
        variant="primary"
        onClick={alerts.turnOn}
        disabled={alerts.busy}
        className="inline-flex items-center gap-2"
      >
        <BellRing aria-hidden size={18} />
        {alertTexts.turnOn}
      </Button>
    </>
  );
}

/** The alert entries of the dashboard's 'More' menu. */
export function AlertMenuItems({ alerts }: { alerts: AlertControls }) {
  if (alerts.state === "blocked" || alerts.state === "unsupported") {
    return (
      <>
        <p className="px-3 py-2 text-sm text-slate-600">
          {alerts.state === "blocked" ? alertTexts.blocked : alertTexts.unsupported}
        </p>
        <hr className="my-1 border-slate-200" />
      </>
    );
  }
  if (alerts.state !== "on") return null;
  const item =
    "flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left hover:bg-slate-100 disabled:text-slate-400";
  return (
    <>
      <PreloadAdminAction action={ALERTS_ACTION} />
      <p className="px-3 pt-2 text-xs font-medium text-slate-600">{alertTexts.alertsOn}</p>
      <button
        type="button"
        role="menuitem"
        className={item}
        onClick={alerts.sendTest}
        disabled={alerts.busy}
      >
        <Send aria-hidden size={18} />
        {alertTexts.sendTest}
      </button>
      <button
        type="button"
        role="menuitem"
        className={item}
        onClick={alerts.turnOff}
        disabled={alerts.busy}
      >
        <BellOff aria-hidden size={18} />
        {alertTexts.turnOff}
      </button>
      <hr className="my-1 border-slate-200" />
    </>
  );
}
