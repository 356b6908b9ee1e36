import { paiseToRupees, postedPaise } from "../../../domain/money";
import type { SalesSettings } from "../../../domain/sales-settings";
import type { SettingsFormValues } from "./settings-form";

/**
 * The sales section of the settings form (issue 31): the rate card as lines of 'name = rupees',
 * amounts in rupees. Registered in settings-form.ts.
 */
export function salesFormValuesOf(settings: SalesSettings): SettingsFormValues {
  return {
    rateCard: settings.rateCard
      .map((line) => `${line.name} = ${paiseToRupees(line.pricePaise)}`)
      .join("\n"),
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

/** A rate card line typed without '= price' keeps NaN, which the schema refuses by name. */
function rateCardOf(text: string): { name: string; pricePaise: number }[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const at = line.lastIndexOf("=");
      if (at < 0) return { name: line.trim(), pricePaise: Number.NaN };
      return {
        name: line.slice(0, at).trim(),
        pricePaise: postedPaise(line.slice(at + 1)),
      };
    });
}

export function salesSettingsInputOf(values: SettingsFormValues): Record<string, unknown> {
  return {
    rateCard: rateCardOf(values.rateCard ?? ""),
    maxDiscountPercent: numberOf(values.maxDiscountPercent),
    walkInMaxPaise: postedPaise(values.walkInMax),
    fewLeftAt: numberOf(values.fewLeftAt),
    paymentLine: values.paymentLine ?? "",
    paymentLineHi: values.paymentLineHi ?? "",
  };
}

/** The form field a refusal of a sales setting belongs to; undefined for other settings. */
export function salesFieldOf(key: string): string | undefined {
  if (key === "walkInMaxPaise") return "walkInMax";
  if (key === "rateCard") return "rateCard";
  return undefined;
}
