import { describe, expect, it } from "vitest";
import { carouselConfigJson, readCarouselConfig } from "./carousel-config";
import { OUR_SERVICE_CAROUSELS } from "./carousel-slides";

describe("readCarouselConfig", () => {
  it("accepts the configuration the page embeds", () => {
    const reading = readCarouselConfig(carouselConfigJson(OUR_SERVICE_CAROUSELS));
    expect(reading).toEqual({ valid: true, config: OUR_SERVICE_CAROUSELS });
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
