import { CheckCircle2, XCircle } from "lucide-react";
import { useSyncExternalStore } from "react";

/** Green or red floating alerts that disappear after 3 seconds (spec §8 'Cart alerts'). */
export const ALERT_DURATION_MS = 3000;

export type AlertTone = "success" | "error";
interface FloatingAlert {
  id: number;
  message: string;
  tone: AlertTone;
}

let alerts: readonly FloatingAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NONE: readonly FloatingAlert[] = [];

function publish(next: readonly FloatingAlert[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

export function showAlert(message: string, tone: AlertTone): void {
  const id = nextId++;
  publish([...alerts, { id, message, tone }]);
  setTimeout(() => publish(alerts.filter((alert) => alert.id !== id)), ALERT_DURATION_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function FloatingAlerts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => alerts,
    () => NONE,
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4">
      {shown.map((alert) => (
        <p
          key={alert.id}
          role={alert.tone === "error" ? "alert" : "status"}
          className={`flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-white shadow-lg ${alert.tone === "success" ? "bg-green-700" : "bg-red-700"}`}
        >
          {alert.tone === "success" ? (
            <CheckCircle2 aria-hidden size={18} />
          ) : (
            <XCircle aria-hidden size={18} />
          )}
          {alert.message}
        </p>
      ))}
    </div>
  );
}
