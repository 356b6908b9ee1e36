import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { INTENT_FIELD, isAdminAnswer, stoppedAnswer, type AdminStop } from "./admin-answer";

type Listener = () => void;
let current: { stop: AdminStop; serial: number } | undefined;
let serial = 0;
const listeners = new Set<Listener>();

/** The stop the admin layout shows now (admin-stop-notice.tsx); undefined when there is none. */
export const adminStops = {
  current: () => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Says why the last change was not made; every page's posts come through `adminClientAction`. */
  report(stop: AdminStop | undefined) {
    current = stop ? { stop, serial: ++serial } : undefined;
    for (const listener of listeners) listener();
  },
};

async function postedIntent(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = request.headers.get("Content-Type")?.includes("application/json")
      ? await request.json()
      : Object.fromEntries(await request.formData());
    const intent = (body as Record<string, unknown> | null)?.[INTENT_FIELD];
    return typeof intent === "string" ? intent : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `clientAction` of every admin page: form posts and fetchers of the page come through it.
 * When the post never got an answer (a lost connection: fetch's TypeError) or the server broke,
 * it answers `stopped` data instead of letting the page give way to the error page, so the form
 * keeps what was typed; the layout then says why. Redirects and error responses pass on.
 */
export async function adminClientAction<Answer>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<Answer>;
}) {
  const intent = await postedIntent(request.clone());
  let answer: Answer;
  try {
    answer = await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    const stop = thrown instanceof TypeError ? "offline" : "server-error";
    // The page's own answer type: a stopped answer carries no result, and its intent is the one
    // this very post named.
    answer = stoppedAnswer(intent, stop) as Answer;
  }
  const stop = isAdminAnswer(answer) ? answer.stopped : undefined;
  adminStops.report(stop);
  // An error status tells React Router not to reload the page's data after a change that was not
  // made: signed out, the reload would meet the layout's guard and leave for the login page, losing
  // what was typed; offline, it would fail into the error page.
  return data(answer, { status: stop ? STOP_STATUS[stop] : 200 });
}

const STOP_STATUS: Record<AdminStop, number> = {
  "signed-out": 401,
  offline: 503,
  "server-error": 500,
};

/**
 * The admin layout's `shouldRevalidate`: after a change that was not made, its guard is not run
 * again (a page posting without the client action, such as a plain `fetch`, still ends here).
 */
export function adminShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isAdminAnswer(actionResult) && actionResult.stopped ? false : defaultShouldRevalidate;
}
