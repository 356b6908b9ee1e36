import { Link } from "react-router";

/**
 * Loads, while the connection is there, the module of an admin route this page posts to (a form
 * or fetcher whose `action` is another route: a payment, a stock count, the demo products, the
 * alerts). React Router finds a route and loads its module on the first post to it; offline that
 * load fails, and it reloads the page into the browser's offline page, so what was typed is lost
 * before the route's `adminClientAction` could keep it. A link nobody sees, found and preloaded at
 * render (`discover`, `prefetch`), makes the post find the module already there.
 */
export function PreloadAdminAction({ action }: { action: string }) {
  return <Link to={action} discover="render" prefetch="render" hidden tabIndex={-1} aria-hidden />;
}
