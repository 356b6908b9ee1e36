import { describe, expect, it } from "vitest";
import { defaultSettings, mergeSettings, shopSettingsSchema } from "./settings";
import { BUILT_IN_ADDRESS } from "./shop";
import { shopInLanguage } from "./shop-texts-hindi";

const details = {
  name: "Dukan Electronics",
  phone: "9876543210",
  whatsapp: "9876543210",
  email: "care@dukan.example",
  address: "Shop 12, MI Road",
  city: "Jaipur",
  mapEmbedUrl: "https://www.google.com/maps?q=Jaipur&output=embed",
};

describe("the owner's texts in the page's language", () => {
  it("gives Hindi pages the Hindi texts and English pages the shop unchanged", () => {
    const shop = {
      ...defaultSettings(details),
      addressHi: "दुकान 12, MI रोड",
      cityHi: "जयपुर",
      openingHours: [
        { days: "Monday to Saturday", hours: "10 am to 8 pm", daysHi: "सोमवार से शनिवार" },
      ],
    };
    const hindi = shopInLanguage(shop, "hi");
    expect(hindi.address).toBe("दुकान 12, MI रोड");
    expect(hindi.city).toBe("जयपुर");
    expect(hindi.deliveryLine).toBe(shop.deliveryLineHi);
    expect(hindi.callbackPromise).toBe(shop.callbackPromiseHi);
    expect(hindi.paymentLine).toBe(shop.paymentLineHi);
    expect(hindi.openingHours[0]).toMatchObject({ days: "सोमवार से शनिवार" });
    expect(shopInLanguage(shop, "en")).toBe(shop);
  });

  it("falls back to the English text while its Hindi is empty", () => {
    const shop = mergeSettings(defaultSettings(details), {
      deliveryLineHi: "",
      openingHours: [{ days: "Daily", hours: "9 am to 9 pm" }],
    });
    const hindi = shopInLanguage(shop, "hi");
    expect(hindi.address).toBe("Shop 12, MI Road");
    expect(hindi.deliveryLine).toBe(shop.deliveryLine);
    expect(hindi.openingHours).toEqual([{ days: "Daily", hours: "9 am to 9 pm" }]);
  });

  it("shows the built-in address in Hindi while the shop has no other, and no other in Hindi", () => {
    const builtIn = { ...details, address: BUILT_IN_ADDRESS.address, city: BUILT_IN_ADDRESS.city };
    const hindi = shopInLanguage(defaultSettings(builtIn), "hi");
    expect(`${hindi.address}, ${hindi.city}`).toBe(
      "दुकान 12, मिर्ज़ा इस्माइल रोड, अजमेरी गेट के पास, जयपुर",
    );
    const owners = mergeSettings(defaultSettings(builtIn), {
      address: "Plot 4, MIDC",
      city: "Pune",
    });
    expect(shopInLanguage(owners, "hi")).toMatchObject({ address: "Plot 4, MIDC", city: "Pune" });
    const ownersHindi = mergeSettings(defaultSettings(builtIn), { addressHi: "दुकान 5, स्टेशन रोड" });
    expect(shopInLanguage(ownersHindi, "hi").address).toBe("दुकान 5, स्टेशन रोड");
  });

  it("keeps the Hindi fields optional and bounded", () => {
    expect(shopSettingsSchema.shape.callbackPromiseHi.safeParse("").success).toBe(true);
    expect(
      shopSettingsSchema.shape.deliveryLineHi.safeParse("क".repeat(201)).error?.issues[0]?.message,
    ).toBe("The Hindi delivery and installation line can be at most 200 characters");
  });
});
