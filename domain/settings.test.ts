import { describe, expect, it } from "vitest";
import {
  defaultSettings,
  isInServiceArea,
  mergeSettings,
  settingsPatchSchema,
  shopSettingsSchema,
  storedWhatsapp,
} from "./settings";

const details = {
  name: "Dukan Electronics",
  phone: "9876543210",
  whatsapp: "9876543210",
  email: "care@dukan.example",
  address: "Shop 12, MI Road",
  city: "Jaipur",
  mapEmbedUrl: "https://www.google.com/maps?q=Jaipur&output=embed",
};

describe("shop settings", () => {
  it("starts from valid defaults that make no delivery or call-back promise the owner did not", () => {
    const defaults = defaultSettings(details);
    expect(shopSettingsSchema.safeParse(defaults).success).toBe(true);
    for (const promise of [
      defaults.deliveryLine,
      defaults.deliveryLineHi,
      defaults.callbackPromise,
      defaults.callbackPromiseHi,
    ])
      expect(promise).toBe("");
    expect(defaults.serviceAreaPins).toEqual([]);
  });

  it("refuses PIN codes that are not 6 digits or start with 0, naming the rule", () => {
    for (const pin of ["30200", "3020011", "012345", "30200a"]) {
      const result = settingsPatchSchema.safeParse({ serviceAreaPins: [pin] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "A PIN code has 6 digits and does not start with 0",
      );
    }
    expect(settingsPatchSchema.parse({ serviceAreaPins: ["302001", "302001"] })).toEqual({
      serviceAreaPins: ["302001"],
    });
  });

  it("gives clear messages for numbers out of range", () => {
    const result = settingsPatchSchema.safeParse({ warrantyDays: -1, visitChargePaise: 12.5 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Visit charge must be a whole number",
      "Repair warranty must be at least 0",
    ]);
  });

  it("lets saved values win key by key and ignores saved values today's rules refuse", () => {
    const defaults = defaultSettings(details);
    const merged = mergeSettings(defaults, {
      warrantyDays: 180,
      servingSince: "long ago",
      unknownKey: "ignored",
    });
    expect(merged.warrantyDays).toBe(180);
    expect(merged.servingSince).toBe(defaults.servingSince);
    expect(merged).not.toHaveProperty("unknownKey");
  });

  it("treats an empty service area as anywhere", () => {
    expect(isInServiceArea({ serviceAreaPins: [] }, "110001")).toBe(true);
    expect(isInServiceArea({ serviceAreaPins: ["302001"] }, "302001")).toBe(true);
    expect(isInServiceArea({ serviceAreaPins: ["302001"] }, "110001")).toBe(false);
  });

  it("keeps WhatsApp on the phone's number, following a changed phone, unless set apart", () => {
    const defaults = defaultSettings(details);
    expect(mergeSettings(defaults, {}).whatsapp).toBe("9876543210");
    expect(mergeSettings(defaults, { phone: "9829012345" }).whatsapp).toBe("9829012345");
    expect(mergeSettings(defaults, { phone: "9829012345", whatsapp: "" }).whatsapp).toBe(
      "9829012345",
    );
    const apart = { phone: "9829012345", whatsapp: "9414012345" };
    expect(mergeSettings(defaults, apart).whatsapp).toBe("9414012345");
    // A shop whose environment gives WhatsApp a number of its own keeps it.
    const ownWhatsapp = defaultSettings({ ...details, whatsapp: "9414099999" });
    expect(mergeSettings(ownWhatsapp, { phone: "9829012345" }).whatsapp).toBe("9414099999");
    expect(storedWhatsapp({ phone: "9829012345", whatsapp: "9829012345" })).toBe("");
    expect(settingsPatchSchema.parse({ whatsapp: " " })).toEqual({ whatsapp: "" });
    expect(settingsPatchSchema.safeParse({ whatsapp: "12345" }).error?.issues[0]?.message).toBe(
      settingsPatchSchema.safeParse({ phone: "12345" }).error?.issues[0]?.message,
    );
  });
});
