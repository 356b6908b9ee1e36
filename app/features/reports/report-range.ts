import { reportRangeSchema, type ReportRange } from "../../../domain/order-reports";
import { shopDateOf } from "../../../domain/shop-time";

/** The quick ranges of the reports page, in days ending today (India time); 1 is today alone. */
export const REPORT_QUICK_RANGES = [1, 7, 30, 90] as const;
export type QuickRange = (typeof REPORT_QUICK_RANGES)[number];
export const DEFAULT_QUICK_RANGE: QuickRange = 30;

export const reportRangeMessages = {
  badQuickRange: "Choose Today, the last 7, 30 or 90 days, or pick dates.",
  bothDates: "Pick both a start and an end date.",
  noSuchDate: "One of the dates does not exist.",
  showingDefault: `Showing the last ${DEFAULT_QUICK_RANGE} days instead.`,
} as const;

export function quickRangeLabel(days: QuickRange): string {
  return days === 1 ? "Today" : `Last ${days} days`;
}

/** What the reports page shows: a range, which quick range it is (if any), and any problem. */
export interface ChosenReportRange {
  range: ReportRange;
  quick: QuickRange | undefined;
  /** Why the URL's range was not used; the default range is shown instead. */
  problem: string | undefined;
}

/**
 * A YYYY-MM-DD text for a day the calendar does not have (30 February, month 13), which the
 * browser's Date would quietly roll into another day. Other malformed texts are the schema's.
 */
function namesNoDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day;
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` India days, today included. */
export function lastDays(days: number, now: Date): ReportRange {
  const to = shopDateOf(now);
  return { from: daysBefore(to, days - 1), to };
}

function quickRange(days: QuickRange, now: Date, problem?: string): ChosenReportRange {
  return { range: lastDays(days, now), quick: days, problem };
}

/**
 * Reads the reports URL: `?range=7|30|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (custom dates win
 * when given). Anything unusable falls back to the last 30 days with a message saying why.
 */
export function chooseReportRange(params: URLSearchParams, now: Date): ChosenReportRange {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (from || to) {
    if (!from || !to) {
      return quickRange(DEFAULT_QUICK_RANGE, now, reportRangeMessages.bothDates);
    }
    if (namesNoDay(from) || namesNoDay(to)) {
      return quickRange(DEFAULT_QUICK_RANGE, now, reportRangeMessages.noSuchDate);
    }
    const parsed = reportRangeSchema.safeParse({ from, to });
    if (!parsed.success) {
      return quickRange(DEFAULT_QUICK_RANGE, now, parsed.error.issues[0]?.message);
    }
    return { range: parsed.data, quick: undefined, problem: undefined };
  }
  const asked = params.get("range");
  if (asked === null || asked === "") return quickRange(DEFAULT_QUICK_RANGE, now);
  const days = REPORT_QUICK_RANGES.find((option) => String(option) === asked);
  return days
    ? quickRange(days, now)
    : quickRange(DEFAULT_QUICK_RANGE, now, reportRangeMessages.badQuickRange);
}
