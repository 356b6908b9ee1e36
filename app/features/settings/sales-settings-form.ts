import { paiseToRupees, postedPaise } from "../../../domain/money";
import type { RateCardEntry, SalesSettings } from "../../../domain/sales-settings";
import type { SettingsFormValues } from "./settings-form";

/**
 * The sales section of the settings form (issue 31): the rate card as lines of 'name = rupees',
 * amounts in rupees, and beside it the lines' Hindi names, one a line in the same order (issue 34;
 * an empty line keeps the English). Registered in settings-form.ts.
 */
export function salesFormValuesOf(settings: SalesSettings): SettingsFormValues {
  return {
    rateCard: settings.rateCard
      .map((line) => `${line.name} = ${paiseToRupees(line.pricePaise)}`)
      .join("\n"),
    rateCardHi: settings.rateCard
      .map((line) => line.nameHi ?? "")
      .join("\n")
      .trimEnd(),
    maxDiscountPercent: String(settings.maxDiscountPercent),
    walkInMax: String(paiseToRupees(settings.walkInMaxPaise)),
    fewLeftAt: String(settings.fewLeftAt),
    paymentLine: settings.paymentLine,
    paymentLineHi: settings.paymentLineHi,
  };
}

function numberOf(text: string | undefined): number {
  return text === undefined || text.trim() === "" ? Number.NaN : Number(text);
}

/**
 * A rate card line typed without '= price' keeps NaN, which the schema refuses by name. The Hindi
 * box's lines go to the rate card's lines by position, blank lines included, so an empty Hindi
 * line leaves its rate card line in English.
 */
function rateCardOf(text: string, hindiText: string): RateCardEntry[] {
  const hindi = hindiText.split("\n").map((name) => name.trim());
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const nameHi = hindi[index] ? { nameHi: hindi[index] } : {};
      const at = line.lastIndexOf("=");
      if (at < 0) return { name: line.trim(), pricePaise: Number.NaN, ...nameHi };
      return {
        name: line.slice(0, at).trim(),
        pricePaise: postedPaise(line.slice(at + 1)),
        ...nameHi,
      };
    });
}

/** A Hindi name with no rate card line to go with: refused rather than silently dropped. */
export function extraHindiNames(values: SettingsFormValues): boolean {
  const lines = (values.rateCard ?? "").split("\n").filter((line) => line.trim() !== "").length;
  const hindi = (values.rateCardHi ?? "").trimEnd().split("\n").length;
  return (values.rateCardHi ?? "").trim() !== "" && hindi > lines;
}

export const RATE_CARD_HINDI_EXTRA =
  "There are more Hindi names than rate card lines: give one Hindi line for each rate card line";

export function salesSettingsInputOf(values: SettingsFormValues): Record<string, unknown> {
  return {
    rateCard: rateCardOf(values.rateCard ?? "", values.rateCardHi ?? ""),
    maxDiscountPercent: numberOf(values.maxDiscountPercent),
    walkInMaxPaise: postedPaise(values.walkInMax),
    fewLeftAt: numberOf(values.fewLeftAt),
    paymentLine: values.paymentLine ?? "",
    paymentLineHi: values.paymentLineHi ?? "",
  };
}

/** The form field a refusal of a sales setting belongs to; undefined for other settings. */
export function salesFieldOf(key: string, part?: unknown): string | undefined {
  if (key === "walkInMaxPaise") return "walkInMax";
  if (key === "rateCard") return part === "nameHi" ? "rateCardHi" : "rateCard";
  return undefined;
}
