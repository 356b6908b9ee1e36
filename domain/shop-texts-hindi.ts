import { z } from "zod";
import type { Locale } from "./locale";
import type { OpeningHours } from "./opening-hours";
import { BUILT_IN_ADDRESS } from "./shop";

/**
 * The Hindi side of the texts the owner writes for customers (issue 34): each has an optional
 * Hindi field that /hi pages show, falling back to the English one while it is empty. The payment
 * line's Hindi (`paymentLineHi`) is part of the sales settings. A section of the settings
 * (`domain/settings.ts` spreads it in).
 */
export interface HindiShopTexts {
  addressHi: string;
  cityHi: string;
  deliveryLineHi: string;
  callbackPromiseHi: string;
  /** Markdown of the owner's own terms and privacy policy in Hindi; empty: see `policyMarkdown`. */
  termsMarkdownHi: string;
  privacyMarkdownHi: string;
}

function optionalLine(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` });
}

export const hindiShopTextsShape = {
  addressHi: optionalLine("The Hindi address", 200),
  cityHi: optionalLine("The Hindi city", 80),
  deliveryLineHi: optionalLine("The Hindi delivery and installation line", 200),
  callbackPromiseHi: optionalLine("The Hindi call-back promise", 120),
  termsMarkdownHi: z
    .string()
    .max(50_000, { message: "The Hindi terms can be at most 50,000 characters" }),
  privacyMarkdownHi: z
    .string()
    .max(50_000, { message: "The Hindi privacy policy can be at most 50,000 characters" }),
};

/** A line of hours's Hindi fields: optional, so hours saved before them still read. */
export const hindiHoursShape = {
  daysHi: optionalLine("Days (Hindi)", 60).optional(),
  hoursHi: optionalLine("Hours (Hindi)", 80).optional(),
};

/**
 * The built-in English texts' Hindi; the address and city come from the owner, so none (the
 * built-in address's Hindi shows only while the English is the built-in one: `shopInLanguage`).
 */
export const hindiShopTextsDefaults: HindiShopTexts = {
  addressHi: "",
  cityHi: "",
  deliveryLineHi: "",
  callbackPromiseHi: "",
  termsMarkdownHi: "",
  privacyMarkdownHi: "",
};

type ShopTexts = HindiShopTexts & {
  address: string;
  city: string;
  deliveryLine: string;
  callbackPromise: string;
  paymentLine: string;
  paymentLineHi: string;
  termsMarkdown: string;
  privacyMarkdown: string;
  openingHours: OpeningHours[];
};

const either = (hindi: string | undefined, english: string) => (hindi ? hindi : english);

/** The built-in address's and city's Hindi while the shop still shows them, else the English. */
function builtInHindi(english: string, builtIn: string, hindi: string): string {
  return english === builtIn ? hindi : english;
}

/**
 * The shop as a page in `locale` shows it: on Hindi pages each owner's text is its Hindi one,
 * or the English one while the Hindi is empty. English pages get the shop unchanged.
 */
export function shopInLanguage<Shop extends ShopTexts>(shop: Shop, locale: Locale): Shop {
  if (locale !== "hi") return shop;
  return {
    ...shop,
    address: either(
      shop.addressHi,
      builtInHindi(shop.address, BUILT_IN_ADDRESS.address, BUILT_IN_ADDRESS.addressHi),
    ),
    city: either(
      shop.cityHi,
      builtInHindi(shop.city, BUILT_IN_ADDRESS.city, BUILT_IN_ADDRESS.cityHi),
    ),
    deliveryLine: either(shop.deliveryLineHi, shop.deliveryLine),
    callbackPromise: either(shop.callbackPromiseHi, shop.callbackPromise),
    paymentLine: either(shop.paymentLineHi, shop.paymentLine),
    // A policy the owner wrote only in English shows in English rather than the built-in Hindi,
    // which may promise other terms (`policyMarkdown` shows the built-in when both are empty).
    termsMarkdown: either(shop.termsMarkdownHi.trim(), shop.termsMarkdown),
    privacyMarkdown: either(shop.privacyMarkdownHi.trim(), shop.privacyMarkdown),
    openingHours: shop.openingHours.map((line) => ({
      ...line,
      days: either(line.daysHi, line.days),
      hours: either(line.hoursHi, line.hours),
    })),
  };
}
