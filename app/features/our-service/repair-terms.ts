/**
 * Promises the page makes in several places (charges, FAQ), written once so they agree. The
 * shop's own terms (visit charge, warranty, hours, serving since) are settings (context.shop).
 */
export const SAME_DAY_CALL_BEFORE = "1 pm";
export const OUTSKIRTS_KM = 25;
