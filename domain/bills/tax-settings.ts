import { z } from "zod";
import { isValidBillPrefix, BILL_PREFIX_MESSAGE } from "./bill-number";
import {
  GST_REGISTRATIONS,
  HSN_CODE,
  HSN_MESSAGE,
  REPAIR_LABOUR_SAC,
  type GstRegistration,
} from "./bill-form";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "./gstin";
import { gstRateSchema } from "./product-tax";
import { DEFAULT_GST_RATE, type GstRate } from "./tax-split";
import { isValidVpa, VPA_MESSAGE } from "./upi-link";

/**
 * The 'Tax and bills' settings (issue 32): how the shop is registered for GST, what its bills
 * carry and where a customer pays by UPI. Part of the shop's settings (domain/settings.ts), kept
 * here so the bills' rules stay together. Rates are the owner's (or accountant's) choice: the
 * defaults are only defaults.
 */
export interface TaxSettings {
  gstRegistration: GstRegistration;
  /** '' when not registered. */
  gstin: string;
  /** The name the shop is registered under; '' means the shop's name. */
  legalName: string;
  /** The address printed on bills; '' means the shop's address. */
  billAddress: string;
  billPrefix: string;
  /** '' means no UPI QR on bills. */
  upiId: string;
  /** '' means the legal name. */
  upiPayeeName: string;
  repairLabourSac: string;
  repairLabourRate: GstRate;
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` });

export const taxSettingsShape = {
  gstRegistration: z.enum(GST_REGISTRATIONS, {
    message: "Choose how the shop is registered for GST",
  }),
  gstin: z
    .string()
    .transform(normaliseGstin)
    .superRefine((gstin, context) => {
      if (gstin === "") return;
      const problem = gstinProblem(gstin);
      if (problem) context.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
    }),
  legalName: optionalText("Legal name", 100),
  billAddress: optionalText("Bill address", 300),
  billPrefix: z
    .string()
    .trim()
    .transform((prefix) => prefix.toUpperCase())
    .refine(isValidBillPrefix, { message: BILL_PREFIX_MESSAGE }),
  upiId: z
    .string()
    .trim()
    .refine((vpa) => vpa === "" || isValidVpa(vpa), { message: VPA_MESSAGE }),
  upiPayeeName: optionalText("UPI payee name", 50),
  repairLabourSac: z.string().trim().regex(HSN_CODE, { message: HSN_MESSAGE }),
  repairLabourRate: gstRateSchema,
};

export const TAX_SETTING_KEYS = Object.keys(taxSettingsShape) as (keyof TaxSettings)[];

export const defaultTaxSettings: TaxSettings = {
  gstRegistration: "none",
  gstin: "",
  legalName: "",
  billAddress: "",
  billPrefix: "DK",
  upiId: "",
  upiPayeeName: "",
  repairLabourSac: REPAIR_LABOUR_SAC,
  repairLabourRate: DEFAULT_GST_RATE,
};

export const GSTIN_REQUIRED_MESSAGE =
  "A registered shop's bills carry its GSTIN: enter it, or choose 'Not registered'";

/** What the fields alone cannot say: a registered shop needs its GSTIN. */
export function taxSettingsErrors(settings: TaxSettings): Record<string, string> | null {
  if (settings.gstRegistration !== "none" && settings.gstin === "") {
    return { gstin: GSTIN_REQUIRED_MESSAGE };
  }
  return null;
}
