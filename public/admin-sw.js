/* global self, URL */
/**
 * The admin app's service worker (issue 14, decision 17). It shows the order alerts that Web Push
 * brings while the admin pages are closed or the phone is locked, and opens the order an alert is
 * about when it is tapped. It has no fetch handler on purpose: it caches nothing (admin pages
 * hold customers' names and numbers), and pages and the live order stream go to the network as
 * if it were not there.
 */

const DASHBOARD = "/admind";
// ADMIN_NOTIFICATION_ICON in domain/admin-app.ts.
const ICON = "/icons/admin-192.png";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function readAlert(data) {
  try {
    const alert = data?.json();
    if (alert && typeof alert.title === "string") return alert;
  } catch {
    // An alert this worker cannot read still tells the owner to look.
  }
  return { title: "New activity in the shop", body: "", url: DASHBOARD, tag: "dukan-alert" };
}

self.addEventListener("push", (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: ICON,
      badge: ICON,
      data: { url: alert.url },
    }),
  );
});

/** Only paths of this shop are opened, whatever an alert says. */
function targetOf(notification) {
  const url = new URL(notification.data?.url ?? DASHBOARD, self.location.origin);
  return url.origin === self.location.origin ? url : new URL(DASHBOARD, self.location.origin);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => new URL(client.url).href === target.href);
      if (same) return same.focus();
      // An open admin window is reused, so the app does not pile up windows.
      const admin = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (admin && "navigate" in admin) {
        const navigated = await admin.navigate(target.href).catch(() => null);
        if (navigated) return navigated.focus();
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
