import { m } from "../../i18n/messages";

/**
 * Promises the page makes in several places (charges, FAQ), written once so they agree. The
 * shop's own terms (visit charge, warranty, hours, serving since) are settings (context.shop).
 * The same-day cut-off is a catalogue message, as each language writes the time its own way.
 */
export const sameDayCallBefore = m.svc_same_day_call_before;
export const OUTSKIRTS_KM = 25;
