import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_WORDMARKS, brandStripMessages } from "../../domain/brand-strip";
import { wordmarkField } from "../../app/features/settings/our-service-page-form";
import {
  formValuesOf,
  SETTINGS_INTENTS,
  settingsMessages,
} from "../../app/features/settings/settings-form";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * /our-service's own texts are the owner's 'Our-service page' settings (issue 33): a new shop reads
 * the defaults in English and Hindi, a saved text shows on its page, an empty Hindi field shows
 * the English, and a refused form saves nothing.
 */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SHOP_NAME: "Verma Electronics" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

/** A fact left unfilled. */
const FACT_NAMES = /\{(shop|city|since|charge|days|time|hours|km|area)\}/;

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

describe("the our-service page's texts", () => {
  it("are the defaults on a new shop, in English and in Hindi, with the shop's facts filled in", async () => {
    const english = await get("/our-service");
    expect(english).toContain("TV, fridge, AC and washing machine repairs in");
    expect(english).toContain("₹299 anywhere within");
    expect(english).toContain("It is a line of the estimate you see and approve");
    expect(english).toContain("Verma Electronics has sold and repaired");
    expect(english).toContain("Lines on the screen, half the screen dark, or flickering.");
    // The history nobody can vouch for is not said.
    expect(english).not.toContain("more than ten years");
    expect(english).not.toMatch(FACT_NAMES);
    const hindi = await get("/hi/our-service");
    expect(hindi).toContain("में टीवी, फ्रिज, एसी और वाशिंग मशीन रिपेयर");
    expect(hindi).toContain("विज़िट चार्ज कितना है?");
    // A new shop's owner has set no hours, so the page names none (issue 33).
    expect(hindi).not.toContain("दुकान खुलने का समय");
    expect(hindi).not.toMatch(FACT_NAMES);
    // The hero and the description say only what the settings make true.
    expect(english).toContain("Call before 1 pm and we visit the same day.");
    expect(english).toMatch(
      /<meta name="description" content="[^"]*call before 1 pm for a visit the same day, ₹299 visit charge, 90-day warranty on the work\."/,
    );
    expect(hindi).toContain("दोपहर 1 बजे से पहले कॉल करें तो हम उसी दिन आते हैं।");
    // The charges' cards say the settings' facts only.
    expect(english).toContain("90-day service warranty");
    expect(english).toContain("Our work carries a 90-day warranty.");
    expect(hindi).toContain("90 दिन की सर्विस वारंटी");
    for (const page of [english, hindi]) {
      expect(page).not.toMatch(
        /trained technician|written warranty|genuine parts|price told before|ट्रेंड टेक्नीशियन|लिखित वारंटी|असली पार्ट्स|काम से पहले दाम/i,
      );
      // Nor what no setting makes true: original parts, a visit charge taken off the bill, a
      // slot the next morning, jobs done on the first visit.
      expect(page).not.toMatch(
        /original parts|adjusted in the bill|next morning|first visit|most fridge repairs|ओरिजिनल|एडजस्ट|अगली सुबह|पहली विज़िट|ज़्यादातर रिपेयर/i,
      );
      // Nor how the work is done or what it carries, in the tabs, the services or the FAQ: the
      // owner's to promise (issue 33).
      expect(page).not.toMatch(
        /by weight|component level|nitrogen|jet wash|maker's warranty|wall mounting|installation|rather repair|tell you honestly|वज़न से|कंपोनेंट लेवल|नाइट्रोजन|जेट वॉश|कंपनी की वारंटी|वॉल माउंटिंग|इंस्टॉलेशन/i,
      );
      expect(/<meta name="description" content="([^"]*)"/.exec(page)?.[1]).not.toMatch(
        /genuine|असली/i,
      );
      for (const brand of BRAND_WORDMARKS)
        expect(page).toContain(`src="/brands/${brand.file}.svg"`);
    }
    for (const brand of BRAND_WORDMARKS) {
      const wordmark = await shop.app.request(`${TEST_ORIGIN}/brands/${brand.file}.svg`);
      expect(wordmark.status, brand.file).toBe(200);
      expect((await wordmark.text()).toLowerCase()).toContain(
        `>${brand.name.toLowerCase()}</text>`,
      );
    }
  });

  it("show the brands the owner ticked and named, and refuse a named brand that has a tile", async () => {
    const refused = await saveSettings({
      [wordmarkField("sony")]: "",
      "ourService.otherBrands": "Lloyd\nsamsung",
    });
    expect(refused).toContain(settingsMessages.refused);
    expect(refused).toContain(brandStripMessages.hasWordmark("Samsung"));
    expect(refused).toMatch(/id="setting-ourService-otherBrands"[^>]*aria-invalid="true"/);
    expect(shop.settings.current().ourServicePage.otherBrands).toEqual([]);

    const saved = await saveSettings({
      [wordmarkField("sony")]: "",
      "ourService.otherBrands": "Lloyd\n  Onida  ",
    });
    expect(saved).toContain(settingsMessages.saved);
    expect(shop.settings.current().ourServicePage.brandWordmarks).not.toContain("sony");
    for (const path of ["/our-service", "/hi/our-service"]) {
      const page = await get(path);
      expect(page).not.toContain('src="/brands/sony.svg"');
      expect(page).toContain('src="/brands/lg.svg"');
      expect(page).toMatch(/<p lang="en"[^>]*>Lloyd<\/p>/);
      expect(page).toMatch(/<p lang="en"[^>]*>Onida<\/p>/);
    }

    // No brand and no line: no strip at all.
    const none = Object.fromEntries(
      BRAND_WORDMARKS.map((brand) => [wordmarkField(brand.file), ""]),
    );
    const hidden = await saveSettings({
      ...none,
      "ourService.otherBrands": "",
      "ourService.brandsText": "",
      "ourService.brandsTextHi": "",
    });
    expect(hidden).toContain(settingsMessages.saved);
    expect(await get("/our-service")).not.toContain('id="brands"');
    await saveSettings({
      ...Object.fromEntries(BRAND_WORDMARKS.map((brand) => [wordmarkField(brand.file), "on"])),
      "ourService.brandsText": "Every brand we know",
    });
    expect(await get("/our-service")).toContain('src="/brands/sony.svg"');
  });

  it("show the charges' cards the owner wrote, and leave out a card without a title", async () => {
    const refused = await saveSettings({
      "ourService.charges.parts.title": "",
      "ourService.charges.parts.text": "Parts from the maker",
    });
    expect(refused).toContain(settingsMessages.refused);
    expect(refused).toMatch(/id="setting-ourService-charges-parts-title"[^>]*aria-invalid="true"/);
    const saved = await saveSettings({
      "ourService.charges.parts.title": "Genuine parts",
      "ourService.charges.parts.titleHi": "असली पार्ट्स",
      "ourService.charges.parts.text": "Original parts, each on the bill with its price.",
      "ourService.charges.parts.textHi": "",
      "ourService.charges.area.title": "",
      "ourService.charges.area.titleHi": "",
      "ourService.charges.area.text": "",
      "ourService.charges.area.textHi": "",
      "ourService.charges.warranty.title": "{days} days on every repair",
    });
    expect(saved).toContain(settingsMessages.saved);
    const english = await get("/our-service");
    expect(english).toContain("Genuine parts");
    expect(english).toContain("Original parts, each on the bill with its price.");
    expect(english).toContain("90 days on every repair");
    expect(english).not.toContain("km outside it");
    const hindi = await get("/hi/our-service");
    expect(hindi).toContain("असली पार्ट्स");
    // The Hindi text left empty shows the English.
    expect(hindi).toContain("Original parts, each on the bill with its price.");
    expect(hindi).not.toContain("किमी बाहर तक");
  });

  it("show what the owner saved, the English where the Hindi is left empty", async () => {
    const saved = await saveSettings({
      "ourService.heroHeading": "Repairs by {shop} since {since}",
      "ourService.heroHeadingHi": "{shop} की रिपेयर सेवा",
      "ourService.tabs.tv.jobs": "OLED panels checked\nRemote pairing",
      "ourService.tabs.tv.jobsHi": "",
      "ourService.brandsText": "LG and Samsung only",
      "ourService.brandsTextHi": "",
      "ourService.faq.0.question": "Do you come on Sundays?",
      "ourService.faq.0.questionHi": "",
      "ourService.faq.0.answer": "Yes, for a {charge} visit.",
      "ourService.faq.0.answerHi": "हां, {charge} की विज़िट पर।",
    });
    expect(saved).toContain(settingsMessages.saved);
    const english = await get("/our-service");
    expect(english).toContain("Repairs by Verma Electronics since 1999");
    expect(english).toContain("OLED panels checked");
    expect(english).not.toContain("Sound but no picture.");
    expect(english).toContain("LG and Samsung only");
    expect(english).toContain("Do you come on Sundays?");
    expect(english).toContain("Yes, for a ₹299 visit.");
    const hindi = await get("/hi/our-service");
    expect(hindi).toContain("Verma Electronics की रिपेयर सेवा");
    // Left empty in Hindi: the English shows.
    expect(hindi).toContain("Do you come on Sundays?");
    expect(hindi).toContain("Remote pairing");
    expect(hindi).toContain("LG and Samsung only");
    expect(hindi).toContain("हां, ₹299 की विज़िट पर।");
  });

  it("refuse an empty English text at its field and save nothing", async () => {
    const before = shop.settings.current().ourServicePage;
    const refused = await saveSettings({
      "ourService.heroText": "  ",
      "ourService.faq.1.question": "",
      "ourService.faq.1.answer": "An answer without its question",
    });
    expect(refused).toContain(settingsMessages.refused);
    expect(refused).toContain("Hero text is required");
    expect(refused).toContain("Question is required");
    expect(refused).toMatch(/id="setting-ourService-heroText"[^>]*aria-invalid="true"/);
    expect(shop.settings.current().ourServicePage).toEqual(before);
  });

  it("leave the FAQ section out once the owner empties every question", async () => {
    const rows = shop.settings.current().ourServicePage.faq.length;
    expect(rows).toBeGreaterThan(0);
    expect(await get("/our-service")).toContain('id="faq-heading"');
    const emptied: Record<string, string> = {};
    for (let row = 0; row < rows; row++) {
      for (const name of ["question", "questionHi", "answer", "answerHi"]) {
        emptied[`ourService.faq.${row}.${name}`] = "";
      }
    }
    expect(await saveSettings(emptied)).toContain(settingsMessages.saved);
    expect(shop.settings.current().ourServicePage.faq).toEqual([]);
    for (const path of ["/our-service", "/hi/our-service"]) {
      const page = await get(path);
      expect(page).toContain("<h1");
      expect(page).not.toContain('id="faq-heading"');
    }
  });
});
