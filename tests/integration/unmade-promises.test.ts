import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formValuesOf,
  SETTINGS_INTENTS,
  settingsMessages,
} from "../../app/features/settings/settings-form";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Issue 33: a new shop promises no delivery terms, no call-back time, no way of paying and no GST
 * bill that its owner never set; once the owner writes the delivery and call-back lines, the
 * product page and the built-in terms say them, in English and Hindi. Nor does it claim opening
 * hours nobody set, replacement of goods damaged in transport, help with the maker's warranty, a
 * warranty on parts fitted or a reply to a privacy request within 7 days; hours the owner gives
 * show on the contact and our-service pages, in both languages.
 */
let shop: TestShop;
let admin: AdminSession;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SHOP_NAME: "Verma Electronics" },
  });
  admin = await signInAdmin(shop);
  [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
});

afterAll(() => shop.close());

const get = async (path: string) =>
  (await (await shop.app.request(`${TEST_ORIGIN}${path}`)).text()).replaceAll("<!-- -->", "");

async function saveSettings(changes: Record<string, string>) {
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/settings`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...formValuesOf(shop.settings.current()),
      ...changes,
      intent: SETTINGS_INTENTS.save,
    }),
    redirect: "manual",
  });
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** What a new shop used to promise: delivery, a call-back time, card payments, a GST bill. */
const OLD_PROMISES =
  /Free delivery|2 hours|during shop hours|UPI or card|GST bill|फ्री डिलीवरी|2 घंटे|दुकान के समय में|UPI या कार्ड|GST बिल|data-testid="delivery-line"/;

describe("a new shop's delivery and call-back lines", () => {
  it("are not said until the owner writes them, then said as written in both languages", async () => {
    for (const path of [
      `/product/${productId}`,
      `/hi/product/${productId}`,
      "/terms",
      "/hi/terms",
      "/our-service",
      "/hi/our-service",
    ])
      expect(await get(path), path).not.toMatch(OLD_PROMISES);
    expect(await get("/terms")).toContain(
      "there is no payment on the website. We call you back to confirm the order, the price and the delivery.",
    );
    expect(await get("/hi/terms")).toContain(
      "ऑर्डर, दाम और डिलीवरी पक्की करने के लिए हम आपको वापस कॉल करते हैं।",
    );

    // The owner leaves them empty: the settings save, and still nothing is promised.
    expect(await saveSettings({ deliveryLine: "", callbackPromise: "" })).toContain(
      settingsMessages.saved,
    );
    expect(await get(`/product/${productId}`)).not.toMatch(OLD_PROMISES);

    expect(
      await saveSettings({
        deliveryLine: "Free delivery in Kota",
        deliveryLineHi: "कोटा में फ्री डिलीवरी",
        callbackPromise: "within the hour",
        callbackPromiseHi: "एक घंटे के अंदर",
      }),
    ).toContain(settingsMessages.saved);
    expect(await get(`/product/${productId}`)).toContain("Free delivery in Kota");
    expect(await get(`/hi/product/${productId}`)).toContain("कोटा में फ्री डिलीवरी");
    const terms = await get("/terms");
    expect(terms).toContain("<li>Free delivery in Kota.</li>");
    expect(terms).toContain("We call you back within the hour to confirm the order");
    const hindiTerms = await get("/hi/terms");
    expect(hindiTerms).toContain("<li>कोटा में फ्री डिलीवरी।</li>");
    expect(hindiTerms).toContain("हम आपको वापस कॉल करते हैं (एक घंटे के अंदर)।");
  });
});

/** What a new shop used to claim of its hours, its terms and its privacy answers. */
const OLD_CLAIMS =
  /Opening hours|दुकान खुलने का समय|Sunday|urgent AC|रविवार|अर्जेंट|We are open|we replace a damaged item|बदल देते हैं|maker's warranty; we help|क्लेम करने में हम मदद|parts we fit|लगाए गए पार्ट्स|within 7 days|7 दिन के अंदर|our own computer|अपने कंप्यूटर|most problems are solved|ज़्यादातर दिक्कतें/;

describe("a new shop's hours and built-in terms", () => {
  it("claim no hours, replacement, maker's warranty help or parts warranty nobody set", async () => {
    for (const path of [
      "/contact",
      "/hi/contact",
      "/our-service",
      "/hi/our-service",
      "/terms",
      "/hi/terms",
      "/privacy",
      "/hi/privacy",
    ])
      expect(await get(path), path).not.toMatch(OLD_CLAIMS);
    // The FAQ's 'How soon' answer says only the same-day rule while no hours are set.
    expect(await get("/our-service")).toContain("Call before 1 pm and we visit the same day.");
  });

  it("show the hours the owner gives, in both languages, and no warranty line without days", async () => {
    expect(
      await saveSettings({
        "openingHours.0.days": "Monday to Saturday",
        "openingHours.0.hours": "10 am to 8 pm",
        "openingHours.0.daysHi": "सोमवार से शनिवार",
        "openingHours.0.hoursHi": "सुबह 10 से रात 8 बजे तक",
        warrantyDays: "0",
      }),
    ).toContain(settingsMessages.saved);
    expect(await get("/contact")).toContain("Monday to Saturday: 10 am to 8 pm");
    expect(await get("/hi/contact")).toContain("सोमवार से शनिवार: सुबह 10 से रात 8 बजे तक");
    expect(await get("/our-service")).toContain(
      "Call before 1 pm and we visit the same day. We are open Monday to Saturday, 10 am to 8 pm.",
    );
    expect(await get("/hi/our-service")).toContain(
      "दुकान खुलने का समय: सोमवार से शनिवार, सुबह 10 से रात 8 बजे तक।",
    );
    expect(await get("/terms")).not.toMatch(/service warranty/);
    expect(await get("/hi/terms")).not.toContain("सर्विस वारंटी");
    // Nor does /our-service claim a '0-day warranty': its badge, card and answer go.
    const page = await get("/our-service");
    expect(page).not.toMatch(/0-day|-day service warranty|days on our work|warranty on the work/);
    expect(page).toContain("Call before 1 pm and we visit the same day.");
    expect(await get("/hi/our-service")).not.toMatch(/0 दिन|दिन की सर्विस वारंटी|काम पर \d*\s*दिन/);
  });
});
