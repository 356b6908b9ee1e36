import { z } from "zod";
import type { AboutTab } from "./about-tabs";
import {
  brandTiles,
  brandWordmarksSchema,
  otherBrandsSchema,
  type BrandWordmark,
} from "./brand-strip";
import type { Locale } from "./locale";
import { OUR_SERVICE_PAGE_DEFAULTS } from "./our-service-page-defaults";

/**
 * What /our-service says about the shop beyond its facts (issue 33): the hero's heading and text,
 * the About Us story and the repair tabs, the brand strip's line and the FAQ, each in English and
 * Hindi, the strip's brands (`domain/brand-strip.ts`) and the cards of 'Charges, parts and
 * warranty' (a card without an English title is not shown). A section of the settings
 * (`domain/settings.ts`), kept under one key and sent only to that page. A Hindi field left
 * empty shows the English. The texts may name the shop's facts as {shop}, {city}, {since},
 * {charge}, {days}, {time}, {hours}, {km} and {area} (`fillShopFacts`), so they follow the
 * settings.
 */

export { ABOUT_TABS, type AboutTab } from "./about-tabs";

export const FAQ_ROWS = 12;
export const TAB_JOBS_MAX = 8;

export interface AboutTabTexts {
  intro: string;
  introHi: string;
  jobs: string[];
  jobsHi: string[];
  note: string;
  noteHi: string;
}

/** The charges section's cards, in the page's order; each has its icon on the page. */
export const CHARGE_CARDS = ["visit", "price", "parts", "warranty", "sameDay", "area"] as const;
export type ChargeCard = (typeof CHARGE_CARDS)[number];

export interface ChargeCardTexts {
  title: string;
  titleHi: string;
  text: string;
  textHi: string;
}

export interface FaqEntry {
  question: string;
  questionHi: string;
  answer: string;
  answerHi: string;
}

export interface OurServicePage {
  heroHeading: string;
  heroHeadingHi: string;
  heroText: string;
  heroTextHi: string;
  aboutStory: string;
  aboutStoryHi: string;
  aboutPromise: string;
  aboutPromiseHi: string;
  tabs: Record<AboutTab, AboutTabTexts>;
  chargesIntro: string;
  chargesIntroHi: string;
  charges: Record<ChargeCard, ChargeCardTexts>;
  /** The strip's line; empty, and no brands chosen either, hides the strip. */
  brandsText: string;
  brandsTextHi: string;
  brandWordmarks: BrandWordmark[];
  otherBrands: string[];
  faq: FaqEntry[];
}

function text(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} can be at most ${max} characters` });
}

/** A Hindi field: empty is 'show the English'. */
const hindi = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} (Hindi) can be at most ${max} characters` });

const lines = (label: string) =>
  z.array(text(label, 300)).max(TAB_JOBS_MAX, { message: `At most ${TAB_JOBS_MAX} lines` });

const tabSchema = z.object({
  intro: text("The tab's first line", 300),
  introHi: hindi("The tab's first line", 300),
  jobs: lines("A repair line").min(1, { message: "Give at least one repair line" }),
  jobsHi: z
    .array(hindi("A repair line", 300))
    .max(TAB_JOBS_MAX, { message: `At most ${TAB_JOBS_MAX} lines` }),
  // Empty: no note (a new shop's TV and AC tabs, whose notes were promises; issue 33).
  note: z.string().trim().max(300, { message: "The tab's note can be at most 300 characters" }),
  noteHi: hindi("The tab's note", 300),
});

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` });

const chargeCardSchema = z
  .object({
    title: optional("Card title", 120),
    titleHi: hindi("Card title", 120),
    text: optional("Card text", 600),
    textHi: hindi("Card text", 600),
  })
  .refine((card) => card.title !== "" || (card.text === "" && card.textHi === ""), {
    message: "Give the card a title, or empty its text to leave the card out",
    path: ["title"],
  });

export const ourServicePageSchema = z.object({
  heroHeading: text("Hero heading", 120),
  heroHeadingHi: hindi("Hero heading", 120),
  heroText: text("Hero text", 400),
  heroTextHi: hindi("Hero text", 400),
  aboutStory: text("About Us story", 800),
  aboutStoryHi: hindi("About Us story", 800),
  aboutPromise: z
    .string()
    .trim()
    .max(600, { message: "The promise can be at most 600 characters" }),
  aboutPromiseHi: hindi("The promise", 600),
  tabs: z.object({ tv: tabSchema, refrigerator: tabSchema, ac: tabSchema }),
  // A page saved before these were settings gets the defaults, as a new shop does.
  chargesIntro: optional("The charges' first line", 300).default(
    OUR_SERVICE_PAGE_DEFAULTS.chargesIntro,
  ),
  chargesIntroHi: hindi("The charges' first line", 300).default(
    OUR_SERVICE_PAGE_DEFAULTS.chargesIntroHi,
  ),
  charges: z
    .object(
      Object.fromEntries(CHARGE_CARDS.map((card) => [card, chargeCardSchema])) as Record<
        ChargeCard,
        typeof chargeCardSchema
      >,
    )
    .default(OUR_SERVICE_PAGE_DEFAULTS.charges),
  brandsText: z
    .string()
    .trim()
    .max(300, { message: "Brand strip line can be at most 300 characters" }),
  brandsTextHi: hindi("Brand strip line", 300),
  brandWordmarks: brandWordmarksSchema,
  otherBrands: otherBrandsSchema,
  faq: z
    .array(
      z.object({
        question: text("Question", 200),
        questionHi: hindi("Question", 200),
        answer: text("Answer", 800),
        answerHi: hindi("Answer", 800),
      }),
    )
    .max(FAQ_ROWS, { message: `At most ${FAQ_ROWS} questions` }),
}) satisfies z.ZodType<OurServicePage, unknown>;

export const ourServicePageShape = { ourServicePage: ourServicePageSchema };
export const ourServicePageDefaults = { ourServicePage: OUR_SERVICE_PAGE_DEFAULTS };

/** The shop's facts a text may name, already in the page's language. */
export type ShopFacts = Record<
  "shop" | "city" | "since" | "charge" | "days" | "time" | "hours" | "km" | "area",
  string
>;

/**
 * Puts the shop's facts in place of their {names}; anything else in braces stays as typed. A
 * sentence naming a fact the shop has not set (the hours, while the owner gives none) is left out
 * rather than said with a hole in it (issue 33).
 */
export function fillShopFacts(text: string, facts: ShopFacts): string {
  const unset = Object.entries(facts)
    .filter(([, value]) => value.trim() === "")
    .map(([name]) => `{${name}}`);
  const said = unset.some((name) => text.includes(name))
    ? text
        .split(/(?<=[.।?!])\s+/)
        .filter((sentence) => !unset.some((name) => sentence.includes(name)))
        .join(" ")
    : text;
  return said.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(facts, name) ? facts[name as keyof ShopFacts] : whole,
  );
}

const inLanguage = (english: string, hindiText: string, locale: Locale) =>
  locale === "hi" && hindiText.trim() !== "" ? hindiText : english;

/** The page's texts in one language, the facts filled in: what the page renders. */
export function ourServiceTexts(page: OurServicePage, locale: Locale, facts: ShopFacts) {
  const say = (english: string, hindiText: string) =>
    fillShopFacts(inLanguage(english, hindiText, locale), facts);
  const tab = (texts: AboutTabTexts) => ({
    intro: say(texts.intro, texts.introHi),
    // The Hindi lines replace the English ones only when there are some.
    jobs: (locale === "hi" && texts.jobsHi.some((job) => job.trim()) ? texts.jobsHi : texts.jobs)
      .filter((job) => job.trim())
      .map((job) => fillShopFacts(job, facts)),
    note: say(texts.note, texts.noteHi),
  });
  return {
    heroHeading: say(page.heroHeading, page.heroHeadingHi),
    heroText: say(page.heroText, page.heroTextHi),
    aboutStory: say(page.aboutStory, page.aboutStoryHi),
    aboutPromise: say(page.aboutPromise, page.aboutPromiseHi),
    tabs: {
      tv: tab(page.tabs.tv),
      refrigerator: tab(page.tabs.refrigerator),
      ac: tab(page.tabs.ac),
    },
    chargesIntro: say(page.chargesIntro, page.chargesIntroHi),
    // A card or an answer left empty by facts the shop has not set (no warranty days) goes.
    charges: CHARGE_CARDS.map((card) => ({
      card,
      title: say(page.charges[card].title, page.charges[card].titleHi),
      text: say(page.charges[card].text, page.charges[card].textHi),
    })).filter(({ title }) => title !== ""),
    brandsText: say(page.brandsText, page.brandsTextHi),
    brands: brandTiles(page),
    faq: page.faq
      .map((entry) => ({
        question: say(entry.question, entry.questionHi),
        answer: say(entry.answer, entry.answerHi),
      }))
      .filter(({ answer }) => answer !== ""),
  };
}
export type OurServiceTexts = ReturnType<typeof ourServiceTexts>;
