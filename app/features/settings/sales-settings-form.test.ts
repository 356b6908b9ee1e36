import { describe, expect, it } from "vitest";
import { DEFAULT_SALES_SETTINGS } from "../../../domain/sales-settings";
import { defaultSettings, mergeSettings, shopSettingsSchema } from "../../../domain/settings";
import { extraHindiNames } from "./sales-settings-form";
import { formErrorsOf, formValuesOf, settingsInputOf } from "./settings-form";

const shop = defaultSettings({
  name: "Gupta Appliances",
  phone: "9829012345",
  whatsapp: "9829012345",
  email: "help@gupta.example",
  address: "12 Station Road",
  city: "Ajmer",
  mapEmbedUrl: "https://maps.example.in/embed",
});

const rateCardOf = (values: Record<string, string>) =>
  shopSettingsSchema.parse(settingsInputOf({ ...formValuesOf(shop), ...values })).rateCard;

describe("rate card lines' Hindi names (issue 34)", () => {
  it("are kept with the line of the same place, an empty line leaving that line English", () => {
    expect(
      rateCardOf({
        rateCard: "Installation = 500\nStand = 1200\nPipe = 350",
        rateCardHi: "इंस्टॉलेशन\n\nपाइप",
      }),
    ).toEqual([
      { name: "Installation", pricePaise: 500_00, nameHi: "इंस्टॉलेशन" },
      { name: "Stand", pricePaise: 1200_00 },
      { name: "Pipe", pricePaise: 350_00, nameHi: "पाइप" },
    ]);
  });

  it("may all be left empty", () => {
    expect(rateCardOf({ rateCard: "Installation = 500", rateCardHi: "" })).toEqual([
      { name: "Installation", pricePaise: 500_00 },
    ]);
  });

  it("show in the form in the rate card's order", () => {
    expect(formValuesOf(shop).rateCardHi).toBe(
      DEFAULT_SALES_SETTINGS.rateCard.map((line) => line.nameHi).join("\n"),
    );
  });

  it("refuses more Hindi names than rate card lines, and a Hindi name too long at its box", () => {
    expect(extraHindiNames({ rateCard: "Stand = 1200", rateCardHi: "स्टैंड\nपाइप" })).toBe(true);
    expect(extraHindiNames({ rateCard: "Stand = 1200", rateCardHi: "स्टैंड\n" })).toBe(false);
    const values = { ...formValuesOf(shop), rateCard: "Stand = 1200", rateCardHi: "स".repeat(61) };
    const input = settingsInputOf(values);
    const parsed = shopSettingsSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(formErrorsOf(parsed.error!, values, input)).toEqual({
      rateCardHi: "A rate card line's Hindi name can be at most 60 characters",
    });
  });

  it("are not needed: a rate card saved before them still loads as it was", () => {
    const saved = [{ name: "Installation", pricePaise: 500_00 }];
    expect(mergeSettings(shop, { rateCard: saved }).rateCard).toEqual(saved);
  });
});
