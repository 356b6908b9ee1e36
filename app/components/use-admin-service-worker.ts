import { useEffect } from "react";
import { ADMIN_APP_SCOPE, ADMIN_SERVICE_WORKER_PATH } from "../../domain/installable-app";

/**
 * The admin app's service worker (public/admin-sw.js): registered on admin pages only, for the
 * admin's paths only, so the storefront never waits for it. Kept apart from the admin app's
 * notification code, so the root, which every storefront page loads, carries only these lines.
 */
export function useAdminServiceWorker(active: boolean): void {
  useEffect(() => {
    if (!active || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register(ADMIN_SERVICE_WORKER_PATH, { scope: ADMIN_APP_SCOPE, updateViaCache: "none" })
      .catch((error: unknown) => {
        // The dashboard works without it; only alerts while the page is closed need it.
        console.warn("The admin app's service worker could not be registered", error);
      });
  }, [active]);
}
