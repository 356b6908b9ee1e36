import { z } from "zod";
import type { Locale } from "./locale";

/**
 * The shop's service rules (issue 33), settings rather than constants: the time before which a
 * call gets a same-day visit, how far out of the city the shop travels, and how many days ahead a
 * repair visit can be booked. A section of the settings (`domain/settings.ts` spreads it in).
 */
export interface ServiceRules {
  /** 24-hour 'HH:MM' in the shop's time (India), e.g. '13:00'. */
  sameDayCutoff: string;
  /** Towns up to this many km outside the city are visited for a travel charge. */
  deliveryRadiusKm: number;
  /** A customer may ask for a visit from today up to this many days ahead. */
  bookingDaysAhead: number;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(min, { message: `${label} must be at least ${min}` })
    .max(max, { message: `${label} can be at most ${max}` });
}

export const serviceRulesShape = {
  sameDayCutoff: z.string().trim().regex(CLOCK_TIME, {
    message: "Give the same-day cut-off as a time, like 13:00",
  }),
  deliveryRadiusKm: wholeNumber("Delivery radius", 0, 500),
  bookingDaysAhead: wholeNumber("Days ahead a repair can be booked", 1, 90),
};

export const serviceRulesDefaults: ServiceRules = {
  sameDayCutoff: "13:00",
  deliveryRadiusKm: 25,
  bookingDaysAhead: 14,
};

/** The part of the day a Hindi speaker names with a clock time ('दोपहर 1 बजे'). */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "सुबह";
  if (hour >= 12 && hour < 16) return "दोपहर";
  if (hour >= 16 && hour < 20) return "शाम";
  return "रात";
}

/** A 'HH:MM' time as each language says it: '1 pm', '1:30 pm'; 'दोपहर 1 बजे', 'दोपहर 1:30 बजे'. */
export function formatClockTime(time: string, locale: Locale): string {
  const match = CLOCK_TIME.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const minutes = match[2]!;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minutes === "00" ? String(twelve) : `${twelve}:${minutes}`;
  return locale === "hi"
    ? `${hindiDayPart(hour)} ${clock} बजे`
    : `${clock} ${hour < 12 ? "am" : "pm"}`;
}
