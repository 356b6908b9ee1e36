import type { ShopSettings } from "./settings";

/** How long the accounts keep an order: GST law asks for the books of the last six years. */
export const ACCOUNTS_YEARS = 6;

/** What the built-in policies (policies.ts, policies-hindi.ts) say about the shop. */
export type PolicyFacts = Pick<
  ShopSettings,
  | "name"
  | "phone"
  | "email"
  | "address"
  | "city"
  | "visitChargePaise"
  | "warrantyDays"
  | "deliveryLine"
  | "callbackPromise"
>;
