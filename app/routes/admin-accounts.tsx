import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { formatShopDateTime } from "../../domain/shop-time";
import { Button } from "../components/ui/button";
import { cardStyle } from "../components/ui/card";
import { FieldError } from "../components/ui/field-error";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { adminClientAction } from "../features/admin/admin-client";
import { ACCOUNT_INTENTS } from "../features/admin-accounts/account-intents";
import {
  accountsAction,
  type AccountsAnswer,
} from "../features/admin-accounts/accounts-action.server";
import { PasswordFields } from "../features/admin-accounts/password-fields";
import { FormSection } from "../features/products/product-form-sections";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-accounts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Admin accounts",
    description: "Who can sign in to the admin, and their passwords",
    path: "/admin/accounts",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const accounts = await context.adminAccounts.list();
  return {
    you: context.admin?.id,
    // Dates are worded here, once, so the browser hydrates the very text the server rendered.
    accounts: accounts.map((account) => ({
      ...account,
      addedText: formatShopDateTime(account.created_at, "en"),
    })),
  };
}

export const action = accountsAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

type Account = Route.ComponentProps["loaderData"]["accounts"][number];

/** The answer a form shows: its fetcher's, or the page's when posted without script. */
function answerFor(
  fetched: AccountsAnswer | undefined,
  page: AccountsAnswer | undefined,
  intent: string,
  adminId: number,
) {
  if (fetched) return fetched;
  return page?.intent === intent && page.result?.adminId === adminId ? page : undefined;
}

function Notice({ answer }: { answer: AccountsAnswer | undefined }) {
  return (
    <p role="status" className="text-sm">
      {answer?.notification && (
        <span className={answer.ok ? "text-green-800" : "text-red-700"}>
          {answer.notification.message}
        </span>
      )}
    </p>
  );
}

function AccountCard({
  account,
  isYou,
  pageAnswer,
}: {
  account: Account;
  isYou: boolean;
  pageAnswer: AccountsAnswer | undefined;
}) {
  const passwordForm = useFetcher<AccountsAnswer>();
  const removeForm = useFetcher<AccountsAnswer>();
  const passwordFields = useRef<HTMLFormElement>(null);
  // Once set, the new password must not wait in the fields, as the add form's do not.
  useEffect(() => {
    if (passwordForm.data?.ok) passwordFields.current?.reset();
  }, [passwordForm.data]);
  const passwordAnswer = answerFor(
    passwordForm.data,
    pageAnswer,
    ACCOUNT_INTENTS.setPassword,
    account.id,
  );
  const removeAnswer = answerFor(removeForm.data, pageAnswer, ACCOUNT_INTENTS.remove, account.id);
  const idPrefix = `account-${account.id}`;
  return (
    <li className={`${cardStyle} p-4`} data-testid="admin-account">
      <p className="break-all font-medium">
        {account.email}
        {isYou && <span className="ml-2 text-sm font-normal text-slate-600">(you)</span>}
      </p>
      <p className="text-sm text-slate-600">
        Added {account.addedText} · signed in on {account.sessions}{" "}
        {account.sessions === 1 ? "device" : "devices"}
      </p>
      {isYou ? (
        <p className="mt-2 text-sm text-slate-600">
          To change your own password, sign out and use &lsquo;Forgot password?&rsquo;, or ask
          another admin.
        </p>
      ) : (
        <div className="mt-2 grid gap-2">
          <details>
            <summary className="inline-block min-h-11 cursor-pointer py-3 text-sm font-medium text-brand-700">
              Set a new password
            </summary>
            <passwordForm.Form
              ref={passwordFields}
              method="post"
              className="mt-2 grid gap-3"
              noValidate
            >
              <input type="hidden" name="adminId" value={account.id} />
              <PasswordFields idPrefix={idPrefix} errors={passwordAnswer?.fieldErrors ?? {}} />
              <p className="text-sm text-slate-600">
                This signs {account.email} out on every device; tell them the new password.
              </p>
              <Button
                type="submit"
                name="intent"
                value={ACCOUNT_INTENTS.setPassword}
                variant="primary"
                disabled={passwordForm.state !== "idle"}
              >
                Set password
              </Button>
              <Notice answer={passwordAnswer?.ok ? passwordAnswer : undefined} />
            </passwordForm.Form>
          </details>
          <details>
            <summary className="inline-block min-h-11 cursor-pointer py-3 text-sm font-medium text-red-700">
              Remove this admin
            </summary>
            <removeForm.Form method="post" className="mt-2 grid gap-3">
              <input type="hidden" name="adminId" value={account.id} />
              <p className="text-sm text-slate-700">
                {account.email} will no longer be able to sign in.
              </p>
              <Button
                type="submit"
                name="intent"
                value={ACCOUNT_INTENTS.remove}
                variant="danger"
                disabled={removeForm.state !== "idle"}
              >
                Remove {account.email}
              </Button>
              <Notice answer={removeAnswer} />
            </removeForm.Form>
          </details>
        </div>
      )}
    </li>
  );
}

function AddAdmin({ pageAnswer }: { pageAnswer: AccountsAnswer | undefined }) {
  const fetcher = useFetcher<AccountsAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = answerFor(fetcher.data, pageAnswer, ACCOUNT_INTENTS.add, 0);
  const errors = answer?.fieldErrors ?? {};
  // Once the admin is added, the typed e-mail and password must not wait there for the next one.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);
  return (
    <FormSection title="Add an admin">
      <fetcher.Form ref={form} method="post" className="grid gap-3" noValidate>
        <div>
          <Label htmlFor="add-admin-email">E-mail</Label>
          <Input
            id="add-admin-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            {...(errors.email
              ? { "aria-invalid": true, "aria-describedby": "add-admin-email-error" }
              : {})}
          />
          <FieldError id="add-admin-email-error">{errors.email}</FieldError>
        </div>
        <PasswordFields idPrefix="add-admin" errors={errors} />
        <Button
          type="submit"
          name="intent"
          value={ACCOUNT_INTENTS.add}
          variant="primary"
          disabled={fetcher.state !== "idle"}
        >
          Add admin
        </Button>
        <Notice answer={answer?.ok ? answer : undefined} />
      </fetcher.Form>
    </FormSection>
  );
}

/**
 * Who can sign in to the admin (issue 34): add an admin, set another admin's password (which ends
 * their sessions), remove one. The server refuses removing yourself or the last account.
 */
export default function AdminAccounts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-4 md:py-6">
      <h1 className="text-2xl font-semibold">Admin accounts</h1>
      <p className="mt-1 text-sm text-slate-600">
        Everyone here can sign in to the admin. If one of you forgets the password, another sets a
        new one here.
      </p>
      <ul className="mt-4 grid gap-3">
        {loaderData.accounts.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            isYou={account.id === loaderData.you}
            pageAnswer={actionData}
          />
        ))}
      </ul>
      <div className="mt-6">
        <AddAdmin pageAnswer={actionData} />
      </div>
    </section>
  );
}
