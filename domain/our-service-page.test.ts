import { describe, expect, it } from "vitest";
import {
  fillShopFacts,
  ourServicePageSchema,
  ourServiceTexts,
  type ShopFacts,
} from "./our-service-page";
import { OUR_SERVICE_PAGE_DEFAULTS } from "./our-service-page-defaults";

const facts: ShopFacts = {
  shop: "Verma Electronics",
  city: "Jaipur",
  since: "1999",
  charge: "₹299",
  days: "90",
  time: "1 pm",
  hours: "Monday to Saturday, 10 am to 8 pm",
  km: "25",
  area: "All of Jaipur.",
};

describe("the our-service page's texts", () => {
  it("fill in the shop's facts and leave other braces as typed", () => {
    expect(fillShopFacts("{shop} in {city}, {charge} {unknown}", facts)).toBe(
      "Verma Electronics in Jaipur, ₹299 {unknown}",
    );
  });

  it("leave out a sentence naming a fact the shop has not set, in either language", () => {
    const noHours = { ...facts, hours: "" };
    const [, soon] = OUR_SERVICE_PAGE_DEFAULTS.faq;
    expect(ourServiceTexts(OUR_SERVICE_PAGE_DEFAULTS, "en", noHours).faq[1]!.answer).toBe(
      "Call before 1 pm and we visit the same day.",
    );
    expect(fillShopFacts(soon!.answerHi, noHours)).toBe("1 pm से पहले कॉल करें तो हम उसी दिन आते हैं।");
    expect(ourServiceTexts(OUR_SERVICE_PAGE_DEFAULTS, "en", facts).faq[1]!.answer).toBe(
      "Call before 1 pm and we visit the same day. We are open Monday to Saturday, 10 am to 8 pm.",
    );
  });

  it("leave out the warranty's card and answer when the shop gives no warranty days", () => {
    for (const locale of ["en", "hi"] as const) {
      const texts = ourServiceTexts(OUR_SERVICE_PAGE_DEFAULTS, locale, { ...facts, days: "" });
      expect(texts.charges.map(({ card }) => card)).not.toContain("warranty");
      expect(texts.faq).toHaveLength(OUR_SERVICE_PAGE_DEFAULTS.faq.length - 1);
      expect(JSON.stringify(texts)).not.toMatch(
        /\{days\}|-day (service )?warranty|days on our work|वारंटी है|सर्विस वारंटी|काम पर\s+दिन/,
      );
    }
  });

  it("show the English where a Hindi field is empty", () => {
    const page = {
      ...OUR_SERVICE_PAGE_DEFAULTS,
      heroHeadingHi: "",
      tabs: {
        ...OUR_SERVICE_PAGE_DEFAULTS.tabs,
        tv: { ...OUR_SERVICE_PAGE_DEFAULTS.tabs.tv, jobsHi: [] },
      },
    };
    const hindi = ourServiceTexts(page, "hi", facts);
    expect(hindi.heroHeading).toBe("TV, fridge, AC and washing machine repairs in Jaipur");
    expect(hindi.tabs.tv.jobs).toEqual(OUR_SERVICE_PAGE_DEFAULTS.tabs.tv.jobs);
    expect(hindi.heroText).toBe(fillShopFacts(OUR_SERVICE_PAGE_DEFAULTS.heroTextHi, facts));
  });

  it("default to a hero that says only what the settings make true, in both languages", () => {
    const { heroText, heroTextHi } = OUR_SERVICE_PAGE_DEFAULTS;
    for (const text of [heroText, heroTextHi]) {
      // The same-day cut-off, the visit charge and the warranty days are the owner's settings.
      expect(text).toContain("{time}");
      expect(text).toContain("{charge}");
      expect(text).toContain("{days}");
      expect(text).not.toMatch(/trained|genuine|written|ट्रेंड|असली|लिखित/i);
    }
    expect(ourServiceTexts(OUR_SERVICE_PAGE_DEFAULTS, "en", facts).heroText).toBe(
      "Call before 1 pm and we visit the same day. The visit charge is ₹299, and our work carries a 90-day warranty.",
    );
  });

  it("default to texts the schema accepts, each answered in both languages", () => {
    expect(ourServicePageSchema.parse(OUR_SERVICE_PAGE_DEFAULTS)).toEqual(
      OUR_SERVICE_PAGE_DEFAULTS,
    );
    for (const entry of OUR_SERVICE_PAGE_DEFAULTS.faq) {
      expect(entry.questionHi).not.toBe("");
      expect(entry.answerHi).not.toBe("");
    }
  });
});
