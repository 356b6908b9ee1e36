import type { TaxSettings } from "../../../../domain/bills/tax-settings";

/** The 'Tax and bills' section's fields: all text as posted but the labour's rate, a number. */
const TEXT_FIELDS = [
  "gstRegistration",
  "gstin",
  "legalName",
  "billAddress",
  "billPrefix",
  "upiId",
  "upiPayeeName",
  "repairLabourSac",
] as const;

export function taxFormValuesOf(settings: TaxSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of TEXT_FIELDS) values[field] = settings[field];
  values.repairLabourRate = String(settings.repairLabourRate);
  return values;
}

export function taxInputOf(values: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) input[field] = values[field] ?? "";
  input.repairLabourRate = Number(values.repairLabourRate ?? Number.NaN);
  return input;
}
