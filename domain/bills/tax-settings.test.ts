import { describe, expect, it } from "vitest";
import { defaultSettings, mergeSettings, publicShop, shopSettingsSchema } from "../settings";
import { GSTIN_REQUIRED_MESSAGE, taxSettingsErrors, taxSettingsShape } from "./tax-settings";

const shop = defaultSettings({
  name: "Sharma Electronics",
  phone: "9876543210",
  whatsapp: "9876543210",
  email: "care@sharma.in",
  address: "12 MG Road",
  city: "Pune",
  mapEmbedUrl: "https://maps.example/embed",
});

describe("tax and bills settings", () => {
  it("start unregistered, prefix DK, labour SAC 998715 at 18 %", () => {
    expect(shop).toMatchObject({
      gstRegistration: "none",
      gstin: "",
      billPrefix: "DK",
      repairLabourSac: "998715",
      repairLabourRate: 18,
    });
  });

  it("take a GSTIN in any case and keep it in capitals, refusing a wrong check character", () => {
    expect(taxSettingsShape.gstin.parse(" 27aapfu0939f1zv")).toBe("27AAPFU0939F1ZV");
    expect(taxSettingsShape.gstin.safeParse("27AAPFU0939F1ZA").error?.issues[0]?.message).toMatch(
      /last character does not match/,
    );
  });

  it("refuse a UPI ID that is not one, a rate GST does not have and a prefix too long", () => {
    const parsed = shopSettingsSchema.safeParse({
      ...shop,
      upiId: "sharma electronics",
      repairLabourRate: 15,
      billPrefix: "SHARMA",
    });
    const fields = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["upiId", "repairLabourRate", "billPrefix"]));
  });

  it("ask a registered shop for its GSTIN", () => {
    expect(taxSettingsErrors({ ...shop, gstRegistration: "regular", gstin: "" })).toEqual({
      gstin: GSTIN_REQUIRED_MESSAGE,
    });
    expect(
      taxSettingsErrors({ ...shop, gstRegistration: "composition", gstin: "27AAPFU0939F1ZV" }),
    ).toBeNull();
    expect(taxSettingsErrors(shop)).toBeNull();
  });

  it("are saved and read back like every setting, and never sent to storefront pages", () => {
    const merged = mergeSettings(shop, {
      gstRegistration: "regular",
      gstin: "27AAPFU0939F1ZV",
      upiId: "sharma@okhdfc",
    });
    expect(merged).toMatchObject({
      gstRegistration: "regular",
      gstin: "27AAPFU0939F1ZV",
      upiId: "sharma@okhdfc",
    });
    expect(publicShop(merged)).not.toHaveProperty("gstin");
    expect(publicShop(merged)).not.toHaveProperty("upiId");
  });
});
