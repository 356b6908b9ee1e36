import { afterEach, describe, expect, it } from "vitest";
import {
  englishOf,
  REFUSAL_CODES,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from "../../domain/refusals";
import { ORDER_REFUSALS } from "../features/checkout/order-refusal-text";
import { REPAIR_ANSWERS } from "../features/repairs/repair-texts";
import { TRACKING_ANSWERS } from "../features/tracking/tracking-texts";
import { overwriteGetLocale } from "../paraglide/runtime.js";

afterEach(() => overwriteGetLocale(() => "en"));

/** What each code names, as the server would send it (typed: a new code needs its row). */
const PARAMS: { [Code in RefusalCode]: RefusalParams<Code> } = {
  "order.unknown-product": { productId: 42 },
  "order.out-of-stock": { name: "LG 'Smart' TV 43\"" },
  "order.only-left": { name: "Voltas 1.5 Ton AC", left: 2 },
  "order.over-max-quantity": { name: "Samsung Fridge", maxQuantity: 3 },
  "tracking.not-found": {},
  "tracking.missing-fields": {},
  "tracking.cancel-refused": { status: "processing" },
  "repair.appliance": {},
  "repair.brand": {},
  "repair.problem": {},
  "repair.problem-list": {},
  "repair.problem-too-long": {},
  "repair.model-long": {},
  "repair.visit-type": {},
  "repair.address": {},
  "repair.address-long": {},
  "repair.landmark-long": {},
  "repair.pin": {},
  "repair.outside-area": {},
  "repair.date": { first: "2026-11-24", last: "2026-12-08" },
  "repair.slot": {},
  "repair.cancelled": {},
  "repair.already-cancelled": {},
  "repair.day-asked": {},
  "repair.not-open": {},
  "repair.control-characters": {},
  "repair.too-many-photos": {},
  "repair.rate-limited": {},
  "repair.photos-rate-limited": {},
  "repair.failed": {},
  "repair.photos-refused": { detail: "'virus.jpg' is not a JPG, PNG, GIF or WebP image" },
  "repair.key-reused": {},
  "customer.name-short": {},
  "customer.name-control": {},
  "customer.name-long": {},
  "customer.mobile": {},
  "customer.mobile-ten-digits": {},
  "estimate.approved": {},
  "estimate.declined": {},
  "estimate.declined-free": {},
  "estimate.changed": {},
  "estimate.not-awaiting": {},
  "estimate.link-invalid": {},
  "estimate.choose": {},
  "estimate.unknown": {},
};

const TABLES: Record<string, (params: never) => string>[] = [
  ORDER_REFUSALS,
  TRACKING_ANSWERS,
  REPAIR_ANSWERS,
];

const rows = REFUSAL_CODES.map((code) => {
  const answer = { code, params: PARAMS[code] } as Refusal;
  const tables = TABLES.filter((table) => code in table);
  const say = () => (tables[0]![code] as (params: unknown) => string)(answer.params);
  return { code, answer, tables, say };
});

describe("every refusal code has its words", () => {
  it.each(rows)("$code: one page's table, English as the API's, and Hindi", (row) => {
    expect(row.tables).toHaveLength(1);
    const english = row.say();
    expect(english).toBe(englishOf(row.answer));
    overwriteGetLocale(() => "hi");
    const hindi = row.say();
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    // What the code names (a product, a count) reaches the Hindi words too.
    for (const value of Object.values(row.answer.params)) {
      if (typeof value === "number" || row.code.startsWith("order.")) {
        expect(hindi).toContain(String(value));
      }
    }
  });
});
