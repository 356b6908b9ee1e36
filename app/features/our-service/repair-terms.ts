import { formatRupees, rupeesToPaise } from "../../../domain/money";

/** The promises the page makes in several places (hero, charges, FAQ); written once so they agree. */
export const SERVING_SINCE = 1999;
export const VISIT_CHARGE = formatRupees(rupeesToPaise(299));
export const WARRANTY_DAYS = 90;
export const SAME_DAY_CALL_BEFORE = "1 pm";
export const OUTSKIRTS_KM = 25;
export const OPENING_HOURS = [
  { days: "Monday to Saturday", hours: "10 am to 8 pm" },
  { days: "Sunday", hours: "10 am to 2 pm, urgent AC and fridge calls only" },
];
