import { data, type AppLoadContext, type Params } from "react-router";
import type { z } from "zod";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import type { AdminNotification } from "../../../domain/dashboard-messages";
import { INTENT_FIELD, stoppedAnswer, type AdminAnswer } from "./admin-answer";

/** What an intent's service call gets besides its checked input. */
export interface IntentArgs {
  admin: SignedInAdmin;
  /** The whole post, for what the intent reads besides its input (the record a row names). */
  body: PostedBody;
  context: AppLoadContext;
  request: Request;
  params: Params;
}

/** What an intent's service call answers; `adminAction` makes the page's answer of it. */
export type IntentOutcome<Result> =
  | { ok: true; notify?: string | AdminNotification; result?: Result }
  | {
      ok: false;
      notify?: string | AdminNotification;
      fieldErrors?: Partial<Record<string, string>>;
      result?: Result;
    };

/** One change a page offers: how to read and check its input, and the service call making it. */
export interface AdminIntent<Schema extends z.ZodType, Result> {
  /** What the schema checks, from the posted body; by default the form's fields by name. */
  read?: (body: PostedBody, args: IntentArgs) => unknown;
  schema: Schema;
  run: (input: z.output<Schema>, args: IntentArgs) => Promise<IntentOutcome<Result>>;
  /** The words for input the schema refuses, where the spec fixes them; else the schema's own. */
  refused?: string;
  /** The words for this change breaking on the server (the spec fixes some); else the common ones. */
  failed?: string;
  /**
   * The form's field for a schema path where the two differ (rupees typed, paise checked), so a
   * refusal is shown beside the field the admin typed in.
   */
  fields?: Partial<Record<string, string>>;
}

/** A post's body: form fields (a repeated field as a list), or the JSON a script posted. */
export type PostedBody = Record<string, unknown>;

/** Declares an intent with its input's type taken from its schema. */
export function intent<Schema extends z.ZodType, Result = undefined>(
  definition: AdminIntent<Schema, Result>,
): AdminIntent<Schema, Result> {
  return definition;
}

// Any schema: each intent's input type is checked where it is declared, by `intent`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyIntent = AdminIntent<any, any>;
type ResultOf<I> =
  I extends AdminIntent<z.ZodType, infer Result> ? Exclude<Result, undefined> : never;
export type AnswerOf<Intents extends Record<string, AnyIntent>> = AdminAnswer<
  Extract<keyof Intents, string>,
  ResultOf<Intents[keyof Intents]>
>;

const error = (message: string): AdminNotification => ({ message, type: "error", show: true });
const notificationOf = (notify: string | AdminNotification | undefined, ok: boolean) =>
  typeof notify === "string"
    ? { message: notify, type: ok ? ("success" as const) : ("error" as const), show: true }
    : notify;

async function bodyOf(request: Request, json: boolean): Promise<PostedBody> {
  if (json && request.headers.get("Content-Type")?.includes("application/json")) {
    const json: unknown = await request.json().catch(() => undefined);
    return typeof json === "object" && json !== null ? (json as PostedBody) : {};
  }
  const form = await request.formData().catch(() => new FormData());
  const body: PostedBody = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((value) => typeof value === "string");
    body[name] = values.length === 1 ? values[0] : values;
  }
  return body;
}

/**
 * Field errors by field name from a schema's refusal: the first problem of each field. A problem
 * inside a list is also named by its whole path (`lines.1.amountPaise`), so a form of rows can
 * show it under the row's own field.
 */
export function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "";
    errors[field] ??= issue.message;
    if (issue.path.length > 1) errors[issue.path.map(String).join(".")] ??= issue.message;
  }
  return errors;
}

function renamed(
  errors: Partial<Record<string, string>>,
  fields: Partial<Record<string, string>> | undefined,
): Partial<Record<string, string>> {
  if (!fields) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [fields[path] ?? path, message]),
  );
}

/**
 * The action of an admin page, from the intents it offers. Every answer is an `AdminAnswer`:
 * - nobody signed in: `stopped: 'signed-out'` (401), never a redirect, so the page keeps what was
 *   typed (a post without script is sent to the login page before this, by server/auth/guard.ts);
 * - an intent the page does not offer: refused (400);
 * - input the schema refuses: refused with its problems by field name, and nothing changed;
 * - the service call's outcome, or, when it throws, `stopped: 'server-error'` (logged).
 * A redirect the service call throws (a deleted record's page) passes on.
 */
export function adminAction<const Intents extends Record<string, AnyIntent>>(
  intents: Intents,
  /** `json`: the page's script posts JSON (a push subscription); other pages post forms only. */
  options: { json?: boolean } = {},
) {
  type Answer = AnswerOf<Intents>;
  type Name = Extract<keyof Intents, string>;
  async function action({
    request,
    context,
    params,
  }: {
    request: Request;
    context: AppLoadContext;
    params: Params;
  }) {
    const body = await bodyOf(request, options.json ?? false);
    const posted = body[INTENT_FIELD];
    const name = Object.keys(intents).find((known) => known === posted) as Name | undefined;
    const admin = context.admin;
    if (!admin) return data(stoppedAnswer(name, "signed-out") as Answer, { status: 401 });
    if (!name) {
      const problem =
        posted === undefined
          ? "The form names no change to make"
          : `This page cannot make the change '${String(posted)}'`;
      const answer: Answer = {
        intent: name,
        ok: false,
        fieldErrors: {},
        notification: error(problem),
      };
      return data(answer, { status: 400 });
    }
    const declared = intents[name]!;
    const args: IntentArgs = { admin, body, context, request, params };
    const parsed = declared.schema.safeParse(declared.read ? declared.read(body, args) : body);
    if (!parsed.success) {
      const fieldErrors = renamed(fieldErrorsOf(parsed.error.issues), declared.fields);
      const first = declared.refused ?? parsed.error.issues[0]?.message;
      const answer: Answer = {
        intent: name,
        ok: false,
        fieldErrors,
        notification: first ? error(first) : undefined,
      };
      return data(answer);
    }
    try {
      const outcome = await declared.run(parsed.data, args);
      const answer: Answer = {
        intent: name,
        ok: outcome.ok,
        fieldErrors: outcome.ok ? {} : (outcome.fieldErrors ?? {}),
        notification: notificationOf(outcome.notify, outcome.ok),
        result: outcome.result,
      };
      return data(answer);
    } catch (thrown) {
      if (thrown instanceof Response) throw thrown;
      context
        .log("admin-action")
        .error(`The admin change '${name}' at ${new URL(request.url).pathname} failed`, thrown);
      const answer: Answer = declared.failed
        ? { intent: name, ok: false, fieldErrors: {}, notification: error(declared.failed) }
        : stoppedAnswer(name, "server-error");
      return data(answer);
    }
  }
  // The intents it offers, named on the action itself: the admin contract's test walks them all
  // (tests/integration/admin-contract.test.ts), so a new intent is covered without a new line.
  return Object.assign(action, { intents: Object.keys(intents) as Name[] });
}
