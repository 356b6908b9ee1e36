import { isRouteErrorResponse, type HandleErrorFunction } from "react-router";

/**
 * A page's loader, action or render that threw, logged as every server failure is: a line of the
 * pino service log (module 'pages') with the error, in place of React Router's own
 * `console.error`. A request the visitor gave up on (a tab closed mid-load) is not the shop's
 * failure; a response thrown on purpose (a 404) never comes here. The URL stays out of the line,
 * as a tracking link's token must. The entry module (entry.server.tsx) exports it to React Router.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router wraps an error thrown while rendering in a response; its type hides the error.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  context.log("pages").error(`A page's ${request.method} request failed`, cause);
};
