import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { defaultPrivacyMarkdown, defaultTermsMarkdown } from "../../domain/policies";
import { hindiPrivacyMarkdown, hindiTermsMarkdown } from "../../domain/policies-hindi";
import { shopInLanguage } from "../../domain/shop-texts-hindi";
import { Button } from "../components/ui/button";
import { StickyActions } from "../components/ui/sticky-actions";
import { adminClientAction } from "../features/admin/admin-client";
import { EraseCustomer } from "../features/settings/erase-customer";
import { MailSettingsSection } from "../features/settings/mail-settings-section";
import { settingsAction } from "../features/settings/settings-action.server";
import { SettingsFields } from "../features/settings/settings-fields";
import { TaxAndBillsFields } from "../features/settings/tax-and-bills/tax-and-bills-fields";
import { OurServicePageFields } from "../features/settings/our-service-page-fields";
import { formValuesOf, SETTINGS_INTENTS } from "../features/settings/settings-form";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-settings";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Shop settings",
    description: "The shop's details, hours, repair terms and policies",
    path: "/admin/settings",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.shop;
  return {
    values: formValuesOf(shop),
    builtInPolicies: {
      terms: defaultTermsMarkdown(shop),
      privacy: defaultPrivacyMarkdown(shop),
      termsHi: hindiTermsMarkdown(shopInLanguage(shop, "hi")),
      privacyHi: hindiPrivacyMarkdown(shopInLanguage(shop, "hi")),
    },
    mail: await context.mailSettings.view(),
    adminEmail: context.admin?.email ?? "",
  };
}

export const action = settingsAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  const answer = actionData?.intent === SETTINGS_INTENTS.save ? actionData : undefined;
  const refused = answer && !answer.ok && !answer.stopped ? answer : undefined;
  const typed = refused?.result && "values" in refused.result ? refused.result.values : undefined;
  const form = useRef<HTMLFormElement>(null);
  // On a long form the first refused field may be far from the Save button.
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [refused]);
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-4 md:py-6">
        <h1 className="text-2xl font-semibold">Shop settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          What customers see about the shop. Open pages show a change as soon as it is saved.
        </p>
        <p className="mt-1 text-sm">
          <Link
            to="/admin/accounts"
            className="inline-block py-2 font-medium text-brand-700 underline"
          >
            Admin accounts and passwords
          </Link>
        </p>
        <Form ref={form} method="post" className="mt-4 grid gap-4" noValidate>
          <SettingsFields
            values={typed ?? loaderData.values}
            errors={refused?.fieldErrors ?? {}}
            builtInPolicies={loaderData.builtInPolicies}
          />
          <TaxAndBillsFields
            values={typed ?? loaderData.values}
            errors={refused?.fieldErrors ?? {}}
          />
          <OurServicePageFields
            values={typed ?? loaderData.values}
            errors={refused?.fieldErrors ?? {}}
          />
          <StickyActions>
            <Button type="submit" name="intent" value={SETTINGS_INTENTS.save} variant="primary">
              {saving ? "Saving…" : "Save settings"}
            </Button>
            <p role="status" className="text-sm">
              {answer?.notification && (
                <span className={answer.ok ? "text-green-800" : "text-red-700"}>
                  {answer.notification.message}
                </span>
              )}
            </p>
          </StickyActions>
        </Form>
        <div className="mt-6">
          <MailSettingsSection
            saved={loaderData.mail}
            adminEmail={loaderData.adminEmail}
            pageAnswer={actionData}
          />
        </div>
        <div className="mt-6">
          <EraseCustomer pageAnswer={actionData} />
        </div>
      </section>
    </>
  );
}
