import { BRAND_WORDMARKS } from "../../../domain/brand-strip";
import {
  ABOUT_TABS,
  CHARGE_CARDS,
  FAQ_ROWS,
  type ChargeCard,
  type AboutTab,
  type OurServicePage,
} from "../../../domain/our-service-page";
import type { SettingsFormErrors, SettingsFormValues } from "./settings-form";

/*
 * The settings form's 'Our-service page' section (issue 33): the fields' names, the values they
 * show and the setting they make. The page's texts are one setting, `ourServicePage`.
 */

const PAGE_TEXTS = [
  "heroHeading",
  "heroHeadingHi",
  "heroText",
  "heroTextHi",
  "aboutStory",
  "aboutStoryHi",
  "aboutPromise",
  "aboutPromiseHi",
  "chargesIntro",
  "chargesIntroHi",
  "brandsText",
  "brandsTextHi",
] as const;
const TAB_TEXTS = ["intro", "introHi", "note", "noteHi"] as const;
const CHARGE_TEXTS = ["title", "titleHi", "text", "textHi"] as const;
const FAQ_TEXTS = ["question", "questionHi", "answer", "answerHi"] as const;

export const pageField = (name: string) => `ourService.${name}`;
export const tabField = (tab: AboutTab, name: string) => `ourService.tabs.${tab}.${name}`;
export const chargeField = (card: ChargeCard, name: string) => `ourService.charges.${card}.${name}`;
export const faqField = (row: number, name: string) => `ourService.faq.${row}.${name}`;
/** A wordmark's checkbox: posted as 'on' when ticked, not at all when not. */
export const wordmarkField = (file: string) => `ourService.brandWordmarks.${file}`;

const linesOf = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** FAQ rows with an English question or answer; the others are not questions. */
function filledFaqRows(values: SettingsFormValues): number[] {
  const rows: number[] = [];
  for (let row = 0; row < FAQ_ROWS; row++) {
    const typed = `${values[faqField(row, "question")] ?? ""}${values[faqField(row, "answer")] ?? ""}`;
    if (typed.trim() !== "") rows.push(row);
  }
  return rows;
}

/** The page's texts as the form shows them: a tab's repair lines one a line. */
export function ourServiceFormValues(page: OurServicePage): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const name of PAGE_TEXTS) values[pageField(name)] = page[name];
  for (const tab of ABOUT_TABS) {
    for (const name of TAB_TEXTS) values[tabField(tab, name)] = page.tabs[tab][name];
    values[tabField(tab, "jobs")] = page.tabs[tab].jobs.join("\n");
    values[tabField(tab, "jobsHi")] = page.tabs[tab].jobsHi.join("\n");
  }
  for (const card of CHARGE_CARDS) {
    for (const name of CHARGE_TEXTS) values[chargeField(card, name)] = page.charges[card][name];
  }
  for (const file of page.brandWordmarks) values[wordmarkField(file)] = "on";
  values[pageField("otherBrands")] = page.otherBrands.join("\n");
  page.faq.forEach((entry, row) => {
    for (const name of FAQ_TEXTS) values[faqField(row, name)] = entry[name];
  });
  return values;
}

/** The `ourServicePage` setting the schema checks, from what the form posted. */
export function ourServiceInput(values: SettingsFormValues): Record<string, unknown> {
  const page: Record<string, unknown> = {};
  for (const name of PAGE_TEXTS) page[name] = values[pageField(name)] ?? "";
  page.tabs = Object.fromEntries(
    ABOUT_TABS.map((tab) => [
      tab,
      {
        ...Object.fromEntries(TAB_TEXTS.map((name) => [name, values[tabField(tab, name)] ?? ""])),
        jobs: linesOf(values[tabField(tab, "jobs")]),
        jobsHi: linesOf(values[tabField(tab, "jobsHi")]),
      },
    ]),
  );
  page.charges = Object.fromEntries(
    CHARGE_CARDS.map((card) => [
      card,
      Object.fromEntries(CHARGE_TEXTS.map((name) => [name, values[chargeField(card, name)] ?? ""])),
    ]),
  );
  page.brandWordmarks = BRAND_WORDMARKS.filter(
    (brand) => values[wordmarkField(brand.file)] === "on",
  ).map((brand) => brand.file);
  page.otherBrands = linesOf(values[pageField("otherBrands")]);
  page.faq = filledFaqRows(values).map((row) =>
    Object.fromEntries(FAQ_TEXTS.map((name) => [name, values[faqField(row, name)] ?? ""])),
  );
  return { ourServicePage: page };
}

/** The form field a refusal inside `ourServicePage` belongs to (its path after the key). */
export function ourServiceFieldOf(
  path: readonly PropertyKey[],
  values: SettingsFormValues,
): string {
  const [part, index, name] = path;
  if (part === "tabs") return tabField(index as AboutTab, String(name));
  if (part === "charges") return chargeField(index as ChargeCard, String(name));
  if (part === "faq" && typeof index === "number") {
    return faqField(filledFaqRows(values)[index] ?? index, String(name));
  }
  return pageField(String(part));
}

export type { SettingsFormErrors };
