import type { ServerBuild } from "react-router";

/** The layout every admin page sits in (app/routes.ts): navigation, guard, error boundary. */
export const ADMIN_LAYOUT = "routes/admin-layout";

type Routes = ServerBuild["routes"];
type RouteEntry = NonNullable<Routes[string]>;

/** The route's address from the root, without leading slash ('admin/products/:id/edit'). */
function fullPath(routes: Routes, route: RouteEntry): string {
  const parent = route.parentId ? routes[route.parentId] : undefined;
  const own = route.path ?? "";
  const before = parent ? fullPath(routes, parent) : "";
  return [before, own].filter(Boolean).join("/");
}

function underAdminLayout(routes: Routes, route: RouteEntry): boolean {
  for (let id = route.parentId; id; id = routes[id]?.parentId) {
    if (id === ADMIN_LAYOUT) return true;
  }
  return false;
}

/** The intents an `adminAction` names (admin-action.server.ts); undefined for any other action. */
function intentsOf(action: unknown): string[] | undefined {
  const intents = (action as { intents?: unknown }).intents;
  return Array.isArray(intents) &&
    intents.length > 0 &&
    intents.every((intent) => typeof intent === "string")
    ? intents
    : undefined;
}

/** Each admin route with an action: its address (an id of 1 where it takes one) and its intents. */
export function adminActions(routes: Routes) {
  return Object.values(routes)
    .filter((route): route is RouteEntry => !!route?.module.action)
    .filter((route) => underAdminLayout(routes, route))
    .map((route) => ({
      id: route.id,
      path: `/${fullPath(routes, route).replace(/:\w+/g, "1")}`,
      intents: intentsOf(route.module.action) ?? [],
    }));
}

/**
 * What in a route manifest leaves the admin contract: an action under the admin layout that is
 * not an `adminAction` (it names no intents), and an action at an admin address (/admin…) outside
 * the layout, which would skip its guard and signed-out answer. Empty when all is on it.
 */
export function adminContractGaps(routes: Routes): string[] {
  const gaps: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route?.module.action) continue;
    const inside = underAdminLayout(routes, route);
    const address = `/${fullPath(routes, route)}`;
    if (!inside && /^\/admin/.test(address)) {
      gaps.push(`${route.id} (${address}) answers admin writes outside the admin layout`);
    } else if (inside && !intentsOf(route.module.action)) {
      gaps.push(
        `${route.id} (${address}) is not on the admin contract: its action names no intents`,
      );
    }
  }
  return gaps;
}
