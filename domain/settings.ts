import { z } from "zod";
import { mobileField } from "./mobile-schema";
import { formatRupees } from "./money";
import type { OpeningHours } from "./opening-hours";
import { DEFAULT_SALES_SETTINGS, salesSettingsShape, type SalesSettings } from "./sales-settings";
import { serviceRulesDefaults, serviceRulesShape, type ServiceRules } from "./service-rules";
import {
  ourServicePageDefaults,
  ourServicePageShape,
  type OurServicePage,
} from "./our-service-page";
import type { ShopDetails } from "./shop";
import {
  hindiHoursShape,
  hindiShopTextsDefaults,
  hindiShopTextsShape,
  type HindiShopTexts,
} from "./shop-texts-hindi";
import {
  defaultTaxSettings,
  TAX_SETTING_KEYS,
  taxSettingsShape,
  type TaxSettings,
} from "./bills/tax-settings";

/**
 * The shop's own facts, which the owner changes in the admin without a developer: contact
 * details, hours, repair terms, the service area and the policy texts. The environment's SHOP_*
 * variables only give the first-start defaults of the contact details; once a value is saved in
 * the admin, the saved value wins. The WhatsApp number is the phone's unless the owner sets
 * another one.
 */
export interface ShopSettings
  extends ShopDetails, SalesSettings, TaxSettings, ServiceRules, HindiShopTexts {
  /** Empty (a new shop's) shows no hours anywhere, rather than hours the owner never kept. */
  openingHours: OpeningHours[];
  /** The year the shop opened ('serving since 1999'). */
  servingSince: number;
  visitChargePaise: number;
  warrantyDays: number;
  technicians: string[];
  /**
   * The delivery and installation promise shown with products, at checkout and in the built-in
   * terms; empty (a new shop's) shows none, since only the owner can make it (issue 33).
   */
  deliveryLine: string;
  /**
   * When the shop calls a customer back after an order or a booking, e.g. 'within 2 hours, during
   * shop hours'; empty (a new shop's) says only that the shop calls back to confirm.
   */
  callbackPromise: string;
  /** 6-digit PIN codes the shop delivers to and visits; empty means anywhere. */
  serviceAreaPins: string[];
  /** Markdown; empty means the built-in default text. */
  termsMarkdown: string;
  /** Markdown; empty means the built-in default text. */
  privacyMarkdown: string;
  /** How many backups `npm run backup` keeps. */
  backupsToKeep: number;
  /** What /our-service says beyond the facts, in both languages (issue 33). */
  ourServicePage: OurServicePage;
}

export type SettingKey = keyof ShopSettings;

const mobile = mobileField();

function text(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} can be at most ${max} characters` });
}

/** A promise the owner may leave unmade: empty is 'say nothing'. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` });
}

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(min, { message: `${label} must be at least ${min}` })
    .max(max, { message: `${label} can be at most ${max}` });
}

const PIN_CODE = /^[1-9][0-9]{5}$/;

const MAX_VISIT_CHARGE_PAISE = 10_000_00;

/** '' is 'the same as the phone', so the chat buttons follow a changed phone (issue 34). */
const whatsapp = z.string().transform((value, context) => {
  if (value.trim() === "") return "";
  const parsed = mobile.safeParse(value);
  if (parsed.success) return parsed.data;
  context.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
  return z.NEVER;
});

export const shopSettingsSchema = z.object({
  name: text("Shop name", 80),
  phone: mobile,
  whatsapp,
  email: z.email({ message: "Enter an e-mail address like care@yourshop.in" }).max(254),
  address: text("Address", 200),
  city: text("City", 80),
  mapEmbedUrl: z
    .url({ protocol: /^https$/, message: "The map link must be an https:// address" })
    .max(2000, { message: "The map link can be at most 2000 characters" }),
  openingHours: z
    .array(z.object({ days: text("Days", 60), hours: text("Hours", 80), ...hindiHoursShape }))
    .max(7, { message: "At most 7 lines of opening hours" }),
  servingSince: wholeNumber("Serving since", 1900, 2100),
  visitChargePaise: z
    .number({ message: "Visit charge must be an amount in rupees, like 299" })
    .int({ message: "Visit charge must be a whole number" })
    .min(0, { message: "Visit charge cannot be negative" })
    .max(MAX_VISIT_CHARGE_PAISE, {
      message: `Visit charge can be at most ${formatRupees(MAX_VISIT_CHARGE_PAISE)}`,
    }),
  warrantyDays: wholeNumber("Repair warranty", 0, 3650),
  technicians: z
    .array(text("Technician's name", 60))
    .max(20, { message: "At most 20 technicians" }),
  deliveryLine: optionalText("Delivery and installation line", 200),
  callbackPromise: optionalText("Call-back promise", 120),
  serviceAreaPins: z
    .array(
      z.string().trim().regex(PIN_CODE, {
        message: "A PIN code has 6 digits and does not start with 0",
      }),
    )
    .max(500, { message: "At most 500 PIN codes" })
    .transform((pins) => [...new Set(pins)]),
  termsMarkdown: z.string().max(50_000, { message: "The terms can be at most 50,000 characters" }),
  privacyMarkdown: z
    .string()
    .max(50_000, { message: "The privacy policy can be at most 50,000 characters" }),
  backupsToKeep: wholeNumber("Backups to keep", 1, 365),
  ...salesSettingsShape,
  ...taxSettingsShape,
  ...serviceRulesShape,
  ...hindiShopTextsShape,
  ...ourServicePageShape,
}) satisfies z.ZodType<ShopSettings, unknown>;

/** A change to some settings; the others keep their values. */
export const settingsPatchSchema = shopSettingsSchema.partial();
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

/** What a shop starts with before the owner saves anything (contact details come from env). */
export function defaultSettings(details: ShopDetails): ShopSettings {
  return {
    ...details,
    // Hours nobody set are hours nobody keeps: none until the owner gives them (issue 33).
    openingHours: [],
    servingSince: 1999,
    visitChargePaise: 29900,
    warrantyDays: 90,
    technicians: [],
    // Promises nobody made: the owner writes them (issue 33, decision 34).
    deliveryLine: "",
    callbackPromise: "",
    serviceAreaPins: [],
    termsMarkdown: "",
    privacyMarkdown: "",
    backupsToKeep: 7,
    ...DEFAULT_SALES_SETTINGS,
    ...defaultTaxSettings,
    ...serviceRulesDefaults,
    ...hindiShopTextsDefaults,
    ...ourServicePageDefaults,
  };
}

/** The settings of a shop: its defaults, overridden by what was saved, key by key. */
export function mergeSettings(
  defaults: ShopSettings,
  saved: Partial<Record<string, unknown>>,
): ShopSettings {
  const merged: Record<string, unknown> = { ...defaults, whatsapp: storedWhatsapp(defaults) };
  for (const key of Object.keys(defaults) as SettingKey[]) {
    if (!(key in saved)) continue;
    // A value saved by an older version that today's rules refuse falls back to the default
    // rather than stopping the shop.
    const parsed = shopSettingsSchema.shape[key].safeParse(saved[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  const settings = merged as unknown as ShopSettings;
  return settings.whatsapp === "" ? { ...settings, whatsapp: settings.phone } : settings;
}

/**
 * The WhatsApp number as the owner keeps it: '' while it is the phone's (the settings in use
 * always carry the number itself, `mergeSettings` fills it in).
 */
export function storedWhatsapp(settings: Pick<ShopSettings, "phone" | "whatsapp">): string {
  return settings.whatsapp === settings.phone ? "" : settings.whatsapp;
}

/** Whether a PIN code is inside the shop's service area (an empty area means anywhere). */
export function isInServiceArea(settings: Pick<ShopSettings, "serviceAreaPins">, pin: string) {
  return settings.serviceAreaPins.length === 0 || settings.serviceAreaPins.includes(pin);
}

/**
 * What storefront pages may carry to the browser: everything but the policy texts (up to 50,000
 * characters each, sent only to their own pages) and what only the admin uses.
 */
export type PublicShop = Omit<ShopSettings, (typeof NOT_PUBLIC)[number] | keyof TaxSettings>;

const NOT_PUBLIC = [
  "termsMarkdown",
  "privacyMarkdown",
  "termsMarkdownHi",
  "privacyMarkdownHi",
  "backupsToKeep",
  // The owner's own selling terms (issue 31): no customer needs the rate card or his limits.
  "rateCard",
  "maxDiscountPercent",
  "walkInMaxPaise",
  // Long texts only /our-service shows: its loader reads them from the settings.
  "ourServicePage",
] as const;

export function publicShop(settings: ShopSettings): PublicShop {
  const shown: Partial<ShopSettings> = { ...settings };
  for (const key of [...NOT_PUBLIC, ...TAX_SETTING_KEYS]) delete shown[key];
  return shown as PublicShop;
}
