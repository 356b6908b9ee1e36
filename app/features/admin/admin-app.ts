import { ADMIN_APP_SCOPE, ADMIN_NOTIFICATION_ICON } from "../../../domain/installable-app";

/** The registration, once active; undefined where there is none (or it failed). */
export async function adminServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration(ADMIN_APP_SCOPE);
  return registration?.active ? registration : undefined;
}

/**
 * Shows a notification the way every browser allows: through the service worker, which Android
 * Chrome requires ('Illegal constructor' for `new Notification` there), else the page's own.
 * Never throws: an alert that cannot be shown must not stop what the page does next.
 */
export async function showAdminNotification(
  title: string,
  options: { body?: string; tag: string; url: string },
): Promise<void> {
  try {
    if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
    const registration = await adminServiceWorker();
    if (registration) {
      await registration.showNotification(title, {
        body: options.body,
        tag: options.tag,
        icon: ADMIN_NOTIFICATION_ICON,
        data: { url: options.url },
      });
      return;
    }
    new Notification(title, { body: options.body, tag: options.tag });
  } catch (error) {
    console.warn("Could not show the notification", error);
  }
}
