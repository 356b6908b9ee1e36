import { z } from "zod";
import { COMMON_PROBLEMS, type RepairAppliance } from "./repair-booking";
import { shopDateOf } from "./shop-time";

/**
 * 'Recent repairs' on /our-service (issue 33): closed repairs the owner marked as showable. A
 * slide says the appliance, its brand, the problem and the days from booking to close, and
 * nothing about the customer: the problem only as one of the form's quick choices, never the
 * customer's own words, which may name a person, a number or a place.
 */

/** How many of the newest showable repairs the page shows. */
export const RECENT_REPAIRS_SHOWN = 8;

/** A closed repair as the page shows it. */
export interface ShowcasedRepair {
  appliance: RepairAppliance;
  brand: string;
  /** The booking's quick problem choice (English, as stored), or null when none was chosen. */
  problem: string | null;
  /** Shop days from booking to close; 0 is the same day. */
  daysToFix: number;
}

/** The quick choice a stored problem ('choice: own words') starts with, if it is one of them. */
export function quickProblemOf(appliance: RepairAppliance, problem: string): string | null {
  return (
    COMMON_PROBLEMS[appliance].find(
      (choice) => problem === choice || problem.startsWith(`${choice}: `),
    ) ?? null
  );
}

/** Whole shop days (India) from the booking's day to the close's day. */
export function daysToFix(bookedAt: string, closedAt: string): number {
  const day = (at: string) => Date.parse(`${shopDateOf(new Date(at))}T00:00:00Z`);
  return Math.max(0, Math.round((day(closedAt) - day(bookedAt)) / 86_400_000));
}

/** A checkbox as a form posts it: present ('on') or absent. */
const ticked = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.boolean(),
);

/** The details page's 'Show on our-service page' toggle. */
export const showcaseSchema = z.object({ shown: ticked });

export const showcaseMessages = {
  shown: "Shown on the our-service page (appliance, problem and days to fix only)",
  hidden: "Taken off the our-service page",
  notClosed: "Only a closed repair can be shown on the our-service page",
  notFound: "No such repair",
};
