/** The shop's opening hours, one line per group of days (a setting; no zod, for the storefront). */
export interface OpeningHours {
  days: string;
  hours: string;
  /** What Hindi pages show; empty or missing shows the English. */
  daysHi?: string;
  hoursHi?: string;
}

/** 'Monday to Saturday, 10 am to 8 pm; Sunday, 10 am to 2 pm' for a sentence. */
export function openingHoursSentence(hours: readonly OpeningHours[]): string {
  return hours.map(({ days, hours }) => `${days}, ${hours}`).join("; ");
}
