import type { z } from "zod";
import { paiseToRupees, postedPaise, rupeesRefusal } from "../../../domain/money";
import { storedWhatsapp, type SettingsPatch, type ShopSettings } from "../../../domain/settings";
import { salesFieldOf, salesFormValuesOf, salesSettingsInputOf } from "./sales-settings-form";
import { taxFormValuesOf, taxInputOf } from "./tax-and-bills/tax-form";
import { serviceRulesFormValues, serviceRulesInput } from "./service-rules-form";
import { ourServiceFieldOf, ourServiceFormValues, ourServiceInput } from "./our-service-page-form";

/** What the settings form and the erase-a-customer form post as `intent`. */
export const SETTINGS_INTENTS = {
  save: "save",
  /** Counts the customer's orders, so the admin confirms knowing how many will be anonymised. */
  findCustomer: "find-customer",
  eraseCustomer: "erase-customer",
} as const;

export const settingsMessages = {
  saved: "Settings saved. Open pages show them at once.",
  refused: "Nothing was saved: correct the fields marked in red.",
};

/** Lines of opening hours the form offers; the schema allows at most this many. */
export const OPENING_HOURS_ROWS = 7;

/** The form's fields as typed: what the page shows again after a refusal. */
export type SettingsFormValues = Record<string, string>;

/** Field name → message, for the fields the schema refused. */
export type SettingsFormErrors = Partial<Record<string, string>>;

const TEXT_FIELDS = [
  "name",
  "phone",
  "whatsapp",
  "email",
  "address",
  "city",
  "mapEmbedUrl",
  "deliveryLine",
  "callbackPromise",
  "addressHi",
  "cityHi",
  "deliveryLineHi",
  "callbackPromiseHi",
  "termsMarkdown",
  "privacyMarkdown",
  "termsMarkdownHi",
  "privacyMarkdownHi",
] as const;

export const daysField = (row: number) => `openingHours.${row}.days`;
export const hoursField = (row: number) => `openingHours.${row}.hours`;
export const daysHiField = (row: number) => `openingHours.${row}.daysHi`;
export const hoursHiField = (row: number) => `openingHours.${row}.hoursHi`;

/** The settings as the form shows them: numbers and lists as text, the visit charge in rupees. */
export function formValuesOf(settings: ShopSettings): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const field of TEXT_FIELDS) values[field] = settings[field];
  values.whatsapp = storedWhatsapp(settings);
  settings.openingHours.forEach((line, row) => {
    values[daysField(row)] = line.days;
    values[hoursField(row)] = line.hours;
    values[daysHiField(row)] = line.daysHi ?? "";
    values[hoursHiField(row)] = line.hoursHi ?? "";
  });
  values.servingSince = String(settings.servingSince);
  values.visitCharge = String(paiseToRupees(settings.visitChargePaise));
  values.warrantyDays = String(settings.warrantyDays);
  values.technicians = settings.technicians.join("\n");
  values.serviceAreaPins = settings.serviceAreaPins.join(" ");
  values.backupsToKeep = String(settings.backupsToKeep);
  return {
    ...values,
    ...salesFormValuesOf(settings),
    ...taxFormValuesOf(settings),
    ...serviceRulesFormValues(settings),
    ...ourServiceFormValues(settings.ourServicePage),
  };
}

/** An empty field is no number at all, not 0. */
function numberOf(text: string | undefined): number {
  return text === undefined || text.trim() === "" ? Number.NaN : Number(text);
}

/**
 * The form offers empty lines of hours to add to; a line whose English is left empty is not a line
 * of hours (its Hindi only says the English in Hindi, so clearing the English removes the line).
 */
function filledHourRows(values: SettingsFormValues): number[] {
  const rows: number[] = [];
  for (let row = 0; row < OPENING_HOURS_ROWS; row++) {
    const typed = `${values[daysField(row)] ?? ""}${values[hoursField(row)] ?? ""}`;
    if (typed.trim() !== "") rows.push(row);
  }
  return rows;
}

/** The input the settings schema checks, built from what the form posted. */
export function settingsInputOf(values: SettingsFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) input[field] = values[field] ?? "";
  input.openingHours = filledHourRows(values).map((row) => {
    const hindi = {
      daysHi: values[daysHiField(row)]?.trim(),
      hoursHi: values[hoursHiField(row)]?.trim(),
    };
    return {
      days: values[daysField(row)] ?? "",
      hours: values[hoursField(row)] ?? "",
      ...(hindi.daysHi ? { daysHi: hindi.daysHi } : {}),
      ...(hindi.hoursHi ? { hoursHi: hindi.hoursHi } : {}),
    };
  });
  input.servingSince = numberOf(values.servingSince);
  input.visitChargePaise = postedPaise(values.visitCharge);
  input.warrantyDays = numberOf(values.warrantyDays);
  input.technicians = (values.technicians ?? "")
    .split("\n")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  input.serviceAreaPins = (values.serviceAreaPins ?? "").split(/[\s,]+/).filter((pin) => pin);
  input.backupsToKeep = numberOf(values.backupsToKeep);
  return {
    ...input,
    ...salesSettingsInputOf(values),
    ...taxInputOf(values),
    ...serviceRulesInput(values),
    ...ourServiceInput(values),
  };
}

/**
 * The field each refusal belongs to, with its message: a wrong line of hours at that line, a
 * wrong PIN code or technician at the list (naming the PIN), the visit charge at its rupee field
 * (in `readRupees`' words when it is no amount, as every rupee field says it).
 */
export function formErrorsOf(
  error: z.ZodError,
  values: SettingsFormValues,
  input: Record<string, unknown>,
): SettingsFormErrors {
  const hourRows = filledHourRows(values);
  const errors: SettingsFormErrors = {};
  for (const issue of error.issues) {
    const [key, index, part] = issue.path;
    let field = salesFieldOf(String(key ?? ""), part) ?? String(key ?? "");
    let message = issue.message;
    if (key === "openingHours" && typeof index === "number" && typeof part === "string") {
      field = `openingHours.${hourRows[index] ?? index}.${part}`;
    } else if (key === "ourServicePage") {
      field = ourServiceFieldOf(issue.path.slice(1), values);
    } else if (key === "visitChargePaise") {
      field = "visitCharge";
      message = rupeesRefusal("Visit charge", values.visitCharge) ?? message;
    } else if (key === "walkInMaxPaise") {
      message = rupeesRefusal("Walk-in amount without a name", values.walkInMax) ?? message;
    } else if (key === "serviceAreaPins" && typeof index === "number") {
      message = `${message}: ${String((input.serviceAreaPins as string[])[index])}`;
    }
    errors[field] ??= message;
  }
  return errors;
}

/** Only what the admin changed is saved, so a value never touched keeps following its default. */
export function changedSettings(current: ShopSettings, submitted: ShopSettings): SettingsPatch {
  const patch: Record<string, unknown> = {};
  // The form shows an empty WhatsApp number while it is the phone's, and sends it back so.
  const kept = { ...current, whatsapp: storedWhatsapp(current) };
  for (const key of Object.keys(submitted) as (keyof ShopSettings)[]) {
    if (JSON.stringify(submitted[key]) !== JSON.stringify(kept[key])) {
      patch[key] = submitted[key];
    }
  }
  return patch as SettingsPatch;
}
