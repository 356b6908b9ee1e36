import type { RepairListQuery } from "./repair-desk";

/*
 * The repair queue's filters and pages as its page shows them: apart from repair-desk.ts, whose
 * zod schemas the queue's page would otherwise load in the browser (issue 30).
 */

export const REPAIR_SORTS = ["newest", "oldest", "visit"] as const;
export type RepairSort = (typeof REPAIR_SORTS)[number];
export const REPAIR_SORT_LABELS: Record<RepairSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  visit: "Visit date",
};

export const VISIT_DAY_FILTERS = ["today", "tomorrow", "week"] as const;
export type VisitDayFilter = (typeof VISIT_DAY_FILTERS)[number];
export const VISIT_DAY_LABELS: Record<VisitDayFilter, string> = {
  today: "Today",
  tomorrow: "Tomorrow",
  week: "This week",
};

export function repairListSearchParams(query: RepairListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return params;
}

export const MAX_REPAIRS_LISTED = 200;
