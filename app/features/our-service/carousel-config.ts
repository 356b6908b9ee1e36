// zod/mini keeps this page's script small; jitless stops zod probing `new Function`, which the
// Content-Security-Policy forbids and browsers report.
import { z } from "zod/mini";

z.config({ jitless: true });

/** The page embeds its carousels as JSON in this element; the browser reads it after hydration. */
export const CAROUSEL_CONFIG_ELEMENT_ID = "carousel-config";
export const INVALID_CAROUSEL_CONFIG = "Invalid carousel configuration";

export const APPLIANCES = ["tv", "refrigerator", "ac", "washing-machine"] as const;
export type Appliance = (typeof APPLIANCES)[number];

const text = () => z.string().check(z.trim(), z.minLength(1));

const slideSchema = z.object({
  appliance: z.enum(APPLIANCES),
  title: text(),
  text: text(),
  byline: text(),
});

export const carouselConfigSchema = z.object({
  carousels: z
    .array(
      z.object({
        // Becomes the section's id, so a link such as /our-service#testimonials can reach it.
        id: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
        heading: text(),
        slides: z.array(slideSchema).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});

export type CarouselConfig = z.infer<typeof carouselConfigSchema>;
export type CarouselSettings = CarouselConfig["carousels"][number];
export type CarouselSlide = CarouselSettings["slides"][number];

export type CarouselConfigReading =
  { valid: true; config: CarouselConfig } | { valid: false; problem: string };

/** Parses and checks the embedded text; a broken configuration is reported, never thrown. */
export function readCarouselConfig(text: string | null | undefined): CarouselConfigReading {
  if (!text) return { valid: false, problem: "the configuration is missing" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { valid: false, problem: error instanceof Error ? error.message : String(error) };
  }
  const result = carouselConfigSchema.safeParse(json);
  return result.success
    ? { valid: true, config: result.data }
    : { valid: false, problem: z.prettifyError(result.error) };
}

/** JSON for an inline script element: escaping "<" keeps "</script>" in a text from ending it. */
export function carouselConfigJson(config: CarouselConfig): string {
  return JSON.stringify(config).replace(/</g, "\\u003c");
}
