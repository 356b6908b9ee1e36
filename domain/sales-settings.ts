import { z } from "zod";
import { formatRupees } from "./money";

/** One priced service the owner adds to a sale in a tap (installation, stand, pipe per metre …). */
export interface RateCardEntry {
  name: string;
  pricePaise: number;
  /** What Hindi pages and bills call the line; absent or '' shows the English (issue 34). */
  nameHi?: string;
}

/** The sales section of the settings (issue 31); registered in domain/settings.ts. */
export interface SalesSettings {
  rateCard: RateCardEntry[];
  /** How far below the catalogue price the owner may sell, in whole percent. */
  maxDiscountPercent: number;
  /** A counter sale up to this total may leave the customer's name and mobile empty. */
  walkInMaxPaise: number;
  /** The storefront says 'Only N left' at or below this count; 0 never says it. */
  fewLeftAt: number;
  /** How a customer pays, told in the cart, checkout, success dialog and tracking page. */
  paymentLine: string;
  paymentLineHi: string;
}

const MAX_PRICE_PAISE = 10_00_000_00;

function line(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} can be at most ${max} characters` });
}

export const salesSettingsShape = {
  rateCard: z
    .array(
      z.object({
        name: line("A rate card line's name", 60),
        pricePaise: z
          .number({ message: "A rate card price must be an amount in rupees" })
          .int({ message: "A rate card price must be whole paise" })
          .min(0, { message: "A rate card price cannot be negative" })
          .max(MAX_PRICE_PAISE, {
            message: `A rate card price can be at most ${formatRupees(MAX_PRICE_PAISE)}`,
          }),
        // Optional, so a rate card saved before issue 34 still loads as it was.
        nameHi: z
          .string()
          .trim()
          .max(60, { message: "A rate card line's Hindi name can be at most 60 characters" })
          .optional(),
      }),
    )
    .max(30, { message: "At most 30 rate card lines" }),
  maxDiscountPercent: z
    .number({ message: "Maximum discount must be a number" })
    .int({ message: "Maximum discount must be a whole percent" })
    .min(0, { message: "Maximum discount cannot be negative" })
    .max(100, { message: "Maximum discount can be at most 100%" }),
  walkInMaxPaise: z
    .number({ message: "The walk-in amount must be an amount in rupees" })
    .int({ message: "The walk-in amount must be whole paise" })
    .min(0, { message: "The walk-in amount cannot be negative" })
    .max(MAX_PRICE_PAISE, {
      message: `The walk-in amount can be at most ${formatRupees(MAX_PRICE_PAISE)}`,
    }),
  fewLeftAt: z
    .number({ message: "'Only N left' must be a number" })
    .int({ message: "'Only N left' must be a whole number" })
    .min(0, { message: "'Only N left' cannot be negative" })
    .max(1000, { message: "'Only N left' can be at most 1000" }),
  paymentLine: line("The payment line", 160),
  paymentLineHi: line("The Hindi payment line", 160),
};

export const DEFAULT_SALES_SETTINGS: SalesSettings = {
  rateCard: [
    { name: "Installation", pricePaise: 500_00, nameHi: "इंस्टॉलेशन" },
    { name: "Stand", pricePaise: 1200_00, nameHi: "स्टैंड" },
    { name: "Copper pipe (per metre)", pricePaise: 350_00, nameHi: "कॉपर पाइप (प्रति मीटर)" },
    { name: "Delivery outside the city", pricePaise: 300_00, nameHi: "शहर के बाहर डिलीवरी" },
    { name: "Old appliance pickup", pricePaise: 200_00, nameHi: "पुराना सामान उठाना" },
  ],
  maxDiscountPercent: 10,
  walkInMaxPaise: 5000_00,
  fewLeftAt: 3,
  // How the shop takes money (cash, UPI, a card machine) is the owner's to say (issue 33); that
  // an order is paid on delivery is the spec's ('no online payment').
  paymentLine: "Pay on delivery",
  paymentLineHi: "डिलीवरी पर पेमेंट करें",
};
