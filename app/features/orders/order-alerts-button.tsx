import { BellRing } from "lucide-react";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button";
import { useHydrated } from "../../components/use-hydrated";

type Permission = NotificationPermission | "unsupported";

function currentPermission(): Permission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/**
 * Asks for permission to show a browser notification for each new order. Browsers only ask after
 * a tap, hence a button; it goes away once allowed, or where notifications do not exist.
 */
export function OrderAlertsButton() {
  // The server cannot know the browser's answer, so the button appears only after hydration.
  const hydrated = useHydrated();
  const [answered, setPermission] = useState<Permission | undefined>(undefined);
  const permission = answered ?? (hydrated ? currentPermission() : "unsupported");

  if (permission === "unsupported" || permission === "granted") return null;
  const blocked = permission === "denied";
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} inline-flex items-center gap-2`}
      disabled={blocked}
      title={blocked ? "Notifications are blocked in this browser's site settings" : undefined}
      onClick={() => {
        void Notification.requestPermission().then(setPermission);
      }}
    >
      <BellRing aria-hidden size={18} />
      Order alerts
    </button>
  );
}
