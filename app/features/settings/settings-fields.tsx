import type { ReactNode } from "react";
import { BUILT_IN_ADDRESS } from "../../../domain/shop";
import { FieldError } from "../../components/ui/field-error";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { FormSection } from "../products/product-form-sections";
import { SalesSettingsFields } from "./sales-settings-fields";
import { ServiceRulesFields } from "./service-rules-fields";
import {
  daysField,
  daysHiField,
  hoursField,
  hoursHiField,
  OPENING_HOURS_ROWS,
  type SettingsFormErrors,
  type SettingsFormValues,
} from "./settings-form";

export interface FieldsProps {
  values: SettingsFormValues;
  errors: SettingsFormErrors;
}

/** The policies' built-in texts, shown to copy: English and Hindi. */
export interface BuiltInPolicies {
  terms: string;
  privacy: string;
  termsHi: string;
  privacyHi: string;
}

/** The built-in address's or city's Hindi, which Hindi pages show while the field is empty. */
function builtInHindi(english: string | undefined, part: "address" | "city"): string | undefined {
  if (english !== BUILT_IN_ADDRESS[part]) return undefined;
  return part === "address" ? BUILT_IN_ADDRESS.addressHi : BUILT_IN_ADDRESS.cityHi;
}

export const HINDI_HINT = "What Hindi pages show; leave it empty to show the English there.";

/**
 * The address's and city's hint while the English is the built-in one: an empty Hindi field then
 * shows the built-in Hindi (its placeholder), not the English, so HINDI_HINT would be wrong.
 */
export const BUILT_IN_HINDI_HINT =
  "What Hindi pages show. While it is empty they show the built-in Hindi, in grey here; once you change the English, an empty field shows your English.";

function addressHindiHint(english: string | undefined, part: "address" | "city"): string {
  return builtInHindi(english, part) ? BUILT_IN_HINDI_HINT : HINDI_HINT;
}

const fieldId = (name: string) => `setting-${name.replaceAll(".", "-")}`;

/** The error props of a field: aria-invalid and the message's id when the schema refused it. */
function invalid(errors: SettingsFormErrors, name: string) {
  return errors[name] ? { "aria-invalid": true, "aria-describedby": `${fieldId(name)}-error` } : {};
}

export function Field({
  name,
  label,
  hint,
  values,
  errors,
  multiline,
  ...input
}: FieldsProps & {
  name: string;
  label: string;
  hint?: ReactNode;
  multiline?: { rows: number };
  type?: string;
  placeholder?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url";
  autoComplete?: string;
  lang?: string;
}) {
  const id = fieldId(name);
  const common = { id, name, defaultValue: values[name] ?? "", ...invalid(errors, name) };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {multiline ? (
        <Textarea {...common} rows={multiline.rows} />
      ) : (
        <Input {...common} {...input} />
      )}
      <FieldError id={`${id}-error`}>{errors[name]}</FieldError>
    </div>
  );
}

function OpeningHoursFields({ values, errors }: FieldsProps) {
  const rows = Array.from({ length: OPENING_HOURS_ROWS }, (_, row) => row);
  // The saved lines and two empty ones to add to; every line once a line further down is filled.
  const lastFilled = rows.findLast((row) => values[daysField(row)] || values[hoursField(row)]);
  const shown = rows.slice(0, Math.min(OPENING_HOURS_ROWS, (lastFilled ?? -1) + 3));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Opening hours</legend>
      <p className="text-sm text-slate-600">
        One line each, e.g. ‘Monday to Saturday’ and ‘10 am to 8 pm’, with the Hindi that Hindi
        pages show (empty: the English). Lines without English are left out; with no line, the
        shop&apos;s pages show no hours.
      </p>
      <FieldError id={`${fieldId("openingHours")}-error`}>{errors.openingHours}</FieldError>
      <ol className="mt-2 grid gap-3">
        {shown.map((row) => (
          <li key={row} className="grid gap-2 sm:grid-cols-2">
            <Field
              name={daysField(row)}
              label={`Days, line ${row + 1}`}
              values={values}
              errors={errors}
            />
            <Field
              name={hoursField(row)}
              label={`Hours, line ${row + 1}`}
              values={values}
              errors={errors}
            />
            <Field
              name={daysHiField(row)}
              label={`Days in Hindi, line ${row + 1}`}
              lang="hi"
              values={values}
              errors={errors}
            />
            <Field
              name={hoursHiField(row)}
              label={`Hours in Hindi, line ${row + 1}`}
              lang="hi"
              values={values}
              errors={errors}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

function PolicyField({
  name,
  label,
  path,
  builtIn,
  hindi,
  values,
  errors,
}: FieldsProps & { name: string; label: string; path: string; builtIn: string; hindi?: boolean }) {
  return (
    <div>
      <Field
        name={name}
        label={label}
        lang={hindi ? "hi" : undefined}
        hint={
          <>
            Markdown: <code>## Heading</code>, <code>- list item</code>, <code>**bold**</code>,{" "}
            <code>[link](https://…)</code>.{" "}
            {hindi
              ? "What Hindi pages show. Leave it empty to show your English text above there, or while that is empty too, the built-in Hindi text."
              : "Leave it empty to use the built-in text, which fills in the shop's name and contact details."}{" "}
            <a href={path} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              See the page
            </a>
          </>
        }
        multiline={{ rows: 8 }}
        values={values}
        errors={errors}
      />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">
          Show the built-in text, to copy and change
        </summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-100 p-3 text-xs">
          {builtIn}
        </pre>
      </details>
    </div>
  );
}

/** Every setting, in the sections the owner thinks of them in. */
export function SettingsFields({
  values,
  errors,
  builtInPolicies,
}: FieldsProps & { builtInPolicies: BuiltInPolicies }) {
  const props = { values, errors };
  return (
    <div className="grid gap-4">
      <FormSection title="Shop and contact">
        <Field name="name" label="Shop name" autoComplete="organization" {...props} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="phone" label="Phone (10-digit mobile)" inputMode="tel" {...props} />
          <Field
            name="whatsapp"
            label="WhatsApp number"
            hint="Leave it empty when WhatsApp is on the phone number above."
            placeholder="Same as the phone"
            inputMode="tel"
            {...props}
          />
        </div>
        <Field name="email" label="E-mail" type="email" inputMode="email" {...props} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="address" label="Address" {...props} />
          <Field
            name="addressHi"
            label="Address in Hindi"
            hint={addressHindiHint(props.values.address, "address")}
            lang="hi"
            placeholder={builtInHindi(props.values.address, "address")}
            {...props}
          />
          <Field name="city" label="City" {...props} />
          <Field
            name="cityHi"
            label="City in Hindi"
            hint={addressHindiHint(props.values.city, "city")}
            lang="hi"
            placeholder={builtInHindi(props.values.city, "city")}
            {...props}
          />
        </div>
        <Field
          name="mapEmbedUrl"
          label="Map link (embed address)"
          hint="Google Maps: Share → Embed a map, then copy the https:// address inside src=“…”."
          inputMode="url"
          {...props}
        />
      </FormSection>
      <FormSection title="Hours">
        <OpeningHoursFields {...props} />
      </FormSection>
      <FormSection title="Repairs">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="servingSince" label="Serving since (year)" inputMode="numeric" {...props} />
          <Field name="visitCharge" label="Visit charge (₹)" inputMode="decimal" {...props} />
          <Field
            name="warrantyDays"
            label="Repair warranty (days)"
            inputMode="numeric"
            {...props}
          />
        </div>
        <Field
          name="technicians"
          label="Technicians"
          hint="One name a line."
          multiline={{ rows: 3 }}
          {...props}
        />
      </FormSection>
      <ServiceRulesFields {...props} />
      <FormSection title="Delivery and service area">
        <Field
          name="deliveryLine"
          label="Delivery and installation line"
          hint="Shown with every product, in the cart and in the terms, e.g. ‘Free delivery and installation in the city’. Empty: no line is shown."
          {...props}
        />
        <Field
          name="deliveryLineHi"
          label="Delivery and installation line in Hindi"
          hint={HINDI_HINT}
          lang="hi"
          {...props}
        />
        <Field
          name="callbackPromise"
          label="Call-back promise"
          hint="Completes ‘We call you back …’ after an order or a booking, e.g. ‘within 2 hours, during shop hours’. Empty: the shop only says it calls back to confirm."
          {...props}
        />
        <Field
          name="callbackPromiseHi"
          label="Call-back promise in Hindi"
          hint={`Completes ‘दुकान आपको कॉल करेगी: …’, e.g. ‘2 घंटे के अंदर, दुकान के समय में’. ${HINDI_HINT}`}
          lang="hi"
          {...props}
        />
        <Field
          name="serviceAreaPins"
          label="Service-area PIN codes"
          hint="6-digit PIN codes, separated by spaces or commas. Empty: anywhere."
          multiline={{ rows: 2 }}
          {...props}
        />
      </FormSection>
      <SalesSettingsFields {...props} />
      <FormSection title="Policies">
        <PolicyField
          name="termsMarkdown"
          label="Terms of service"
          path="/terms"
          builtIn={builtInPolicies.terms}
          {...props}
        />
        <PolicyField
          name="termsMarkdownHi"
          label="Terms of service in Hindi"
          path="/hi/terms"
          builtIn={builtInPolicies.termsHi}
          hindi
          {...props}
        />
        <PolicyField
          name="privacyMarkdown"
          label="Privacy policy"
          path="/privacy"
          builtIn={builtInPolicies.privacy}
          {...props}
        />
        <PolicyField
          name="privacyMarkdownHi"
          label="Privacy policy in Hindi"
          path="/hi/privacy"
          builtIn={builtInPolicies.privacyHi}
          hindi
          {...props}
        />
      </FormSection>
      <FormSection title="Backups">
        <Field
          name="backupsToKeep"
          label="Backups to keep"
          hint="How many of the latest backups of the shop's data are kept; older ones are removed."
          inputMode="numeric"
          {...props}
        />
      </FormSection>
    </div>
  );
}
