import type { AdminNotification } from "../../../domain/dashboard-messages";

/**
 * Why an admin change was not even tried: the session had ended, the shop could not be reached,
 * or the server broke while making it. The admin layout tells each of these the same way on every
 * page (admin-stop-notice.tsx); the page itself only keeps what was typed.
 */
export type AdminStop = "signed-out" | "offline" | "server-error";

/**
 * The one answer of every admin action (admin-action.server.ts), whichever page posted it and
 * however (a form, a fetcher, a page without script).
 */
export interface AdminAnswer<Intent extends string = string, Result = undefined> {
  /** The intent that was posted; undefined when the post named none the page offers. */
  intent: Intent | undefined;
  /** The change was made. */
  ok: boolean;
  /** What to tell the admin next to where they acted, when there is something to tell. */
  notification?: AdminNotification;
  /** Problems with what was typed, by the field's name ('' for the form as a whole). */
  fieldErrors: Partial<Record<string, string>>;
  /** Set when the change was not tried; the layout says why. */
  stopped?: AdminStop;
  /** What the intent hands back to the page (an id, a link to open). */
  result?: Result;
}

/** The form field every admin post names its intent in. */
export const INTENT_FIELD = "intent";

/** The words for each stop, shown by the admin layout. */
export const ADMIN_STOP_MESSAGES: Record<AdminStop, string> = {
  "signed-out": "Your session has ended, so nothing was saved. What you typed is still here.",
  offline:
    "The shop could not be reached, so nothing was saved. Check your internet connection; what you typed is still here.",
  "server-error":
    "Something went wrong on the server, so nothing was saved. What you typed is still here; try again in a moment.",
};
/** The link of the signed-out notice; it opens the login page in a new tab, so this one stays. */
export const SIGN_IN_AGAIN = "Sign in again in a new tab";

export function isAdminAnswer(value: unknown): value is AdminAnswer<string, unknown> {
  return typeof value === "object" && value !== null && "fieldErrors" in value && "ok" in value;
}

/** An answer whose change was not tried (signed out, offline, server broke). */
export function stoppedAnswer<Intent extends string>(
  intent: Intent | undefined,
  stopped: AdminStop,
): AdminAnswer<Intent, never> {
  return { intent, ok: false, fieldErrors: {}, stopped };
}

/** The first field error of an answer, for a form that shows one problem under itself. */
export function firstFieldError(answer: AdminAnswer<string, unknown> | undefined) {
  if (!answer || answer.ok) return undefined;
  return Object.values(answer.fieldErrors).find(Boolean);
}
