import { describe, expect, it } from "vitest";
import { RUPEES_PROBLEMS } from "../../../domain/money";
import { defaultSettings, mergeSettings, shopSettingsSchema } from "../../../domain/settings";
import { changedSettings, formErrorsOf, formValuesOf, settingsInputOf } from "./settings-form";

// A shop whose owner gave two lines of hours (a new shop has none).
const shop = {
  ...defaultSettings({
    name: "Gupta Appliances",
    phone: "9829012345",
    whatsapp: "9829012345",
    email: "help@gupta.example",
    address: "12 Station Road",
    city: "Ajmer",
    mapEmbedUrl: "https://maps.example.in/embed",
  }),
  openingHours: [
    { days: "Monday to Saturday", hours: "10 am to 8 pm", daysHi: "सोमवार से शनिवार" },
    { days: "Sunday", hours: "10 am to 2 pm" },
  ],
};

function check(changes: Record<string, string>) {
  const values = { ...formValuesOf(shop), ...changes };
  const input = settingsInputOf(values);
  return { values, input, parsed: shopSettingsSchema.safeParse(input) };
}

describe("the settings form", () => {
  it("gives back the settings it showed, unchanged", () => {
    const { parsed } = check({});
    // WhatsApp comes back empty: 'the same as the phone', as the shop had it.
    expect(parsed.success && parsed.data).toEqual({ ...shop, whatsapp: "" });
    expect(changedSettings(shop, parsed.data!)).toEqual({});
  });

  it("shows WhatsApp empty while it is the phone's, and saves a changed phone alone", () => {
    const current = mergeSettings(shop, {});
    expect(formValuesOf(current).whatsapp).toBe("");
    const values = { ...formValuesOf(current), phone: "9414012345" };
    const parsed = shopSettingsSchema.parse(settingsInputOf(values));
    expect(changedSettings(current, parsed)).toEqual({ phone: "9414012345" });
    const apart = shopSettingsSchema.parse(settingsInputOf({ ...values, whatsapp: "94140 55555" }));
    expect(changedSettings(current, apart)).toEqual({
      phone: "9414012345",
      whatsapp: "9414055555",
    });
  });

  it("reads rupees, lines and lists as the settings hold them", () => {
    const { parsed } = check({
      visitCharge: "349.50",
      technicians: " Ramesh \n\nSalim\n",
      serviceAreaPins: "305001, 305002\n305001",
      "openingHours.0.days": "",
      "openingHours.0.hours": "",
      "openingHours.3.days": "Sunday",
      "openingHours.3.hours": "Closed",
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.visitChargePaise).toBe(34950);
    expect(parsed.data.technicians).toEqual(["Ramesh", "Salim"]);
    expect(parsed.data.serviceAreaPins).toEqual(["305001", "305002"]);
    expect(parsed.data.openingHours).toEqual([
      shop.openingHours[1],
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(Object.keys(changedSettings(shop, parsed.data)).sort()).toEqual([
      "openingHours",
      "serviceAreaPins",
      "technicians",
      "visitChargePaise",
    ]);
  });

  it("puts each refusal at the field the admin typed it in", () => {
    const { values, input, parsed } = check({
      visitCharge: "",
      servingSince: "nineteen",
      "openingHours.0.days": "",
      "openingHours.0.hours": "",
      "openingHours.2.days": "Holidays",
      serviceAreaPins: "305001 05001",
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(formErrorsOf(parsed.error, values, input)).toEqual({
      visitCharge: `Visit charge: ${RUPEES_PROBLEMS.blank}`,
      servingSince: "Serving since must be a number",
      "openingHours.2.hours": "Hours is required",
      serviceAreaPins: "A PIN code has 6 digits and does not start with 0: 05001",
    });
  });

  it.each([
    ["visitCharge", "12.345", `Visit charge: ${RUPEES_PROBLEMS.decimals}`],
    ["visitCharge", "two hundred", `Visit charge: ${RUPEES_PROBLEMS.notAmount}`],
    ["walkInMax", "2,000.005", `Walk-in amount without a name: ${RUPEES_PROBLEMS.decimals}`],
  ])("refuses %s typed as %j in the rupee fields' words", (field, typed, message) => {
    const { values, input, parsed } = check({ [field]: typed });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(formErrorsOf(parsed.error, values, input)).toEqual({ [field]: message });
  });
});
