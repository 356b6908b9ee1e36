import { afterAll, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "../../paraglide/runtime.js";
import { carouselConfigJson, readCarouselConfig } from "./carousel-config";
import { ourServiceCarousels } from "./carousel-slides";

describe("readCarouselConfig", () => {
  afterAll(() => overwriteGetLocale(() => baseLocale));

  it.each(["en", "hi"] as const)("accepts the configuration the page embeds in %s", (locale) => {
    overwriteGetLocale(() => locale);
    const slide = { appliance: "tv" as const, title: "No picture", text: "Fixed", byline: "Asha" };
    const config = ourServiceCarousels({ testimonials: [slide], recentRepairs: [slide] })!;
    const reading = readCarouselConfig(carouselConfigJson(config));
    expect(reading).toEqual({ valid: true, config });
  });

  it("reports text that is not JSON", () => {
    const reading = readCarouselConfig('{"carousels": [');
    expect(reading.valid).toBe(false);
  });

  it("reports JSON that does not describe carousels", () => {
    const reading = readCarouselConfig(
      JSON.stringify({ carousels: [{ id: "Bad Id", slides: [] }] }),
    );
    expect(reading).toMatchObject({ valid: false, problem: expect.stringContaining("carousels") });
  });

  it("reports a missing configuration", () => {
    expect(readCarouselConfig(null)).toEqual({
      valid: false,
      problem: "the configuration is missing",
    });
  });
});

describe("ourServiceCarousels", () => {
  it("has no carousels, rather than invented ones, while nothing real exists", () => {
    expect(ourServiceCarousels({ testimonials: [], recentRepairs: [] })).toBeNull();
  });

  it("leaves out a carousel that has no slides", () => {
    const slide = {
      appliance: "ac" as const,
      title: "Cooling",
      text: "Gas charged",
      byline: "2 days",
    };
    const config = ourServiceCarousels({ testimonials: [], recentRepairs: [slide] });
    expect(config?.carousels.map((carousel) => carousel.id)).toEqual(["recent-repairs"]);
  });
});

describe("carouselConfigJson", () => {
  it("cannot close the script element it is embedded in", () => {
    const json = carouselConfigJson({
      carousels: [
        {
          id: "testimonials",
          heading: "</script><p>",
          slides: [{ appliance: "tv", title: "t", text: "x", byline: "b" }],
        },
      ],
    });
    expect(json).not.toContain("<");
    expect(readCarouselConfig(json)).toMatchObject({ valid: true });
  });
});
