import { X } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { loginPathFor } from "../../../domain/admin-paths";
import { ADMIN_STOP_MESSAGES, SIGN_IN_AGAIN } from "./admin-answer";
import { adminStops } from "./admin-client";

/**
 * The admin layout's one notice for a change that was not made because the session had ended,
 * the shop could not be reached or the server broke. It stays in view (sticky) above the page
 * until the next change goes through or the admin closes it. Signed out, its link opens the login
 * page in a new tab and comes back to this page there, so nothing typed here is lost. It lies
 * above the desk pages' own notification, which sticks just below it: a 'Note added' still showing
 * must not cover the sign-in link.
 */
export function AdminStopNotice() {
  const stopped = useSyncExternalStore(adminStops.subscribe, adminStops.current, () => undefined);
  const { pathname, search } = useLocation();
  // A notice about one page's change does not follow the admin to another page.
  useEffect(() => () => adminStops.report(undefined), [pathname]);
  return (
    <div role="alert" className="sticky top-0 z-40 mx-auto max-w-7xl px-4 empty:hidden">
      {stopped && (
        <div
          key={stopped.serial}
          data-testid="admin-stop-notice"
          data-stop={stopped.stop}
          className="mt-2 flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 shadow-sm"
        >
          <p className="flex-1">
            {ADMIN_STOP_MESSAGES[stopped.stop]}{" "}
            {stopped.stop === "signed-out" && (
              <a
                href={loginPathFor(pathname + search)}
                target="_blank"
                rel="noopener"
                className="font-semibold underline"
              >
                {SIGN_IN_AGAIN}
              </a>
            )}
          </p>
          <button
            type="button"
            onClick={() => adminStops.report(undefined)}
            aria-label="Close"
            className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center"
          >
            <X aria-hidden size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
