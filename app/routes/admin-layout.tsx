import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { buttonStyles } from "../components/ui/button";
import { adminShouldRevalidate } from "../features/admin/admin-client";
import { AdminNav } from "../features/admin/admin-nav";
import { AdminStopNotice } from "../features/admin/admin-stop-notice";
import { requireAdmin } from "../features/admin/require-admin";
import type { Route } from "./+types/admin-layout";

/**
 * The admin area (app/routes.ts): every admin page renders inside it. Its loader is the admin
 * pages' one guard: React Router runs it with every admin page's loader, and a redirect from it
 * answers the request (a signed-out `.data` read naming only the page's own loader is made to
 * run it too, in server/auth/guard.ts). Actions are not covered by a loader: each admin action
 * checks the session itself, in `adminAction` (features/admin/admin-action.server.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export const shouldRevalidate = adminShouldRevalidate;

export default function AdminLayout() {
  return (
    <>
      <AdminNav />
      <AdminStopNotice />
      <Outlet />
    </>
  );
}

/**
 * What failed, in the admin's chrome: a page that does not exist, one its loader refused with a
 * reason (a page of a list no earlier page named), or one that did not load.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  const response = isRouteErrorResponse(error) ? error : undefined;
  const missing = response?.status === 404;
  // A loader's own reason for refusing the address: asking again would only be refused again.
  const refusal =
    response && response.status >= 400 && response.status < 500 && typeof response.data === "string"
      ? response.data
      : undefined;
  const status = response ? ` (${response.status})` : "";
  return (
    <>
      <AdminNav />
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          {missing ? "Not found" : "This page could not be shown"}
        </h1>
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
        >
          {missing
            ? `There is nothing at ${pathname}; it may have been deleted.`
            : refusal
              ? `${pathname} could not be shown${status}: ${refusal}. Nothing was changed.`
              : `Loading ${pathname} failed on the server${status}. Nothing was changed; refresh to try again.`}
        </p>
        <a
          href={refusal && !missing ? pathname : pathname + search}
          className={`${buttonStyles.primary} mt-6 inline-flex items-center`}
        >
          {refusal && !missing ? "Start again" : "Refresh"}
        </a>
      </section>
    </>
  );
}
