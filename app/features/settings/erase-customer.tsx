import { recordsLine } from "../../../domain/customer-erasure";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { FormSection } from "../products/product-form-sections";
import type { SettingsAnswer } from "./settings-action.server";
import { SETTINGS_INTENTS } from "./settings-form";

const ERASURE_INTENTS: readonly (string | undefined)[] = [
  SETTINGS_INTENTS.findCustomer,
  SETTINGS_INTENTS.eraseCustomer,
];

/**
 * 'Erase a customer': the admin finds the customer's orders by mobile number, reads how many will
 * be anonymised, and confirms. The server checks the session on both posts.
 */
export function EraseCustomer({ pageAnswer }: { pageAnswer: SettingsAnswer | undefined }) {
  const fetcher = useFetcher<SettingsAnswer>();
  // Without JavaScript the form posts as a page, and its answer comes as the page's action data.
  const answer =
    fetcher.data ?? (ERASURE_INTENTS.includes(pageAnswer?.intent) ? pageAnswer : undefined);
  // Cancel puts the question away; the next answer brings the form back to life.
  const [cancelled, setCancelled] = useState<SettingsAnswer>();
  const shown = answer === cancelled ? undefined : answer;
  const erasureProblem = shown?.fieldErrors.mobile;
  const result = shown?.ok ? shown.result : undefined;
  const erasure = result && "erasure" in result ? result.erasure : undefined;
  const erased = result && "erased" in result ? result.erased : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <FormSection title="Erase a customer">
      <p className="text-sm text-slate-700">
        When a customer asks to be forgotten, erase their name, mobile number and address from all
        their orders. The orders stay, anonymised, for the accounts; each order&apos;s timeline
        records who erased it and when.
      </p>
      <fetcher.Form method="post" className="grid gap-3" noValidate>
        <div>
          <Label htmlFor="erase-mobile">Customer&apos;s mobile number</Label>
          <Input
            id="erase-mobile"
            name="mobile"
            inputMode="tel"
            autoComplete="off"
            // The number asked about is the number erased: it cannot change under the question.
            readOnly={erasure !== undefined}
            {...(erasureProblem
              ? { "aria-invalid": true, "aria-describedby": "erase-mobile-error" }
              : {})}
          />
          <FieldError id="erase-mobile-error">{erasureProblem}</FieldError>
        </div>
        {erasure ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
            <p className="text-slate-900">{erasure.question}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                type="submit"
                name="intent"
                value={SETTINGS_INTENTS.eraseCustomer}
                variant="danger"
                disabled={busy}
              >
                Erase from {recordsLine(erasure.records)}
              </Button>
              <Button type="button" onClick={() => setCancelled(answer)} disabled={busy}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button
              type="submit"
              name="intent"
              value={SETTINGS_INTENTS.findCustomer}
              disabled={busy}
            >
              Find their orders
            </Button>
          </div>
        )}
        {erased && (
          <p role="status" className="text-sm font-medium text-green-800">
            {erased}
          </p>
        )}
      </fetcher.Form>
    </FormSection>
  );
}
