import { afterAll, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "../../paraglide/runtime.js";
import { carouselConfigJson, readCarouselConfig } from "./carousel-config";
import { ourServiceCarousels } from "./carousel-slides";

describe("readCarouselConfig", () => {
  afterAll(() => overwriteGetLocale(() => baseLocale));

  it.each(["en", "hi"] as const)("accepts the configuration the page embeds in %s", (locale) => {
    overwriteGetLocale(() => locale);
    const config = ourServiceCarousels();
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
