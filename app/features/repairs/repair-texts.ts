import { formatShopDay } from "../../../domain/shop-time";
import { formatMobile } from "../../../domain/contact-links";
import type { Locale } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import { NAME_MAX_LENGTH } from "../../../domain/checkout";
import {
  MAX_REPAIR_PHOTOS,
  PROBLEM_MAX_LENGTH,
  type BookedRepair,
  type VisitSlot,
  type VisitType,
} from "../../../domain/repair-booking";
import { sayRefusal, type RefusalOf, type RefusalTexts } from "../../../domain/refusals";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { applianceLabel, brandLabel, type Message } from "./repair-labels";

/*
 * The repair words in the page's language, or in the customer's own language for what the shop
 * sends them (`locale`). domain/repair-*.ts keep the English source the server answers with; each
 * message here reads the same in English.
 */

const VISIT_TYPE_LABELS: Record<VisitType, Message> = {
  home: m.trk_visit_home,
  shop: m.trk_visit_shop,
};

const SLOT_LABELS: Record<VisitSlot, Message> = {
  morning: m.trk_slot_morning,
  afternoon: m.trk_slot_afternoon,
  evening: m.trk_slot_evening,
};

/** The quick problem choices (domain COMMON_PROBLEMS), by their English text, which is stored. */
const PROBLEMS: Record<string, Message> = {
  "No picture, sound works": m.trk_problem_no_picture,
  "Does not turn on": m.trk_problem_no_power,
  "Lines on the screen": m.trk_problem_lines,
  "No sound": m.trk_problem_no_sound,
  "Not cooling": m.trk_problem_not_cooling,
  "Water leaking": m.trk_problem_water_leaking,
  Noisy: m.trk_problem_noisy,
  "Ice building up": m.trk_problem_ice,
  "Water dripping": m.trk_problem_water_dripping,
  "Needs servicing": m.trk_problem_servicing,
  "Bad smell or noise": m.trk_problem_smell_noise,
  "Drum not spinning": m.trk_problem_drum,
  "Not draining": m.trk_problem_not_draining,
  "Leaking water": m.trk_problem_leaking_water,
  "Very noisy": m.trk_problem_very_noisy,
};

export const visitTypeLabel = (visitType: VisitType, locale?: Locale) =>
  VISIT_TYPE_LABELS[visitType]({}, { locale });
export const slotLabel = (slot: VisitSlot, locale?: Locale) => SLOT_LABELS[slot]({}, { locale });
/** A quick problem choice in the page's language; the customer's own words stay as typed. */
export function problemLabel(problem: string): string {
  return PROBLEMS[problem]?.({}, {}) ?? problem;
}

/** The problem as stored, 'choice: own words', with the quick choice in the page's language. */
export function problemSummaryLabel(problem: string): string {
  const [choice = "", ...words] = problem.split(": ");
  return [problemLabel(choice), ...words].join(": ");
}

/** The WhatsApp message the customer may send the shop after booking. */
export function bookingChatText(repair: BookedRepair, trackingUrl: string): string {
  return m.trk_booking_chat({
    ticketNumber: repair.ticketNumber,
    appliance: applianceLabel(repair.appliance),
    brand: brandLabel(repair.brand),
    problem: problemSummaryLabel(repair.problem),
    visitType: visitTypeLabel(repair.visitType),
    day: formatShopDay(repair.preferredDate, pageLocale()),
    slot: slotLabel(repair.preferredSlot),
    mobile: formatMobile(repair.customerMobile),
    trackingUrl,
  });
}

/**
 * What happens next, from the shop's settings; no time is promised unless the owner set one. A
 * repair brought to the shop has no visit, so neither a visit to confirm nor a visit charge.
 */
export function nextStepsText(
  settings: { visitChargePaise: number; callbackPromise: string },
  visitType: VisitType,
) {
  if (visitType === "shop") {
    return [
      settings.callbackPromise
        ? m.trk_next_call_shop({ callbackPromise: settings.callbackPromise })
        : m.trk_next_call_shop_confirm(),
      m.trk_next_shop_price(),
    ];
  }
  return [
    settings.callbackPromise
      ? m.trk_next_call({ callbackPromise: settings.callbackPromise })
      : m.trk_next_call_confirm(),
    m.trk_next_charge({ charge: formatRupees(settings.visitChargePaise) }),
  ];
}

/** The repair pages' answers (booking refusals, the estimate's answer), one message per code. */
export const REPAIR_ANSWERS: RefusalTexts<RepairArea> = {
  "repair.appliance": () => m.trk_err_appliance(),
  "repair.brand": () => m.trk_err_brand(),
  "repair.problem": () => m.trk_err_problem(),
  "repair.problem-list": () => m.trk_err_problem_list(),
  "repair.problem-too-long": () => m.trk_err_problem_too_long({ max: PROBLEM_MAX_LENGTH }),
  "repair.model-long": () => m.trk_err_model_long(),
  "repair.visit-type": () => m.trk_err_visit_type(),
  "repair.address": () => m.trk_err_address(),
  "repair.address-long": () => m.trk_err_address_long(),
  "repair.landmark-long": () => m.trk_err_landmark_long(),
  "repair.pin": () => m.trk_err_pin(),
  "repair.outside-area": () => m.trk_err_outside_area(),
  "repair.date": ({ first, last }) =>
    m.trk_err_date({
      first: formatShopDay(first, pageLocale()),
      last: formatShopDay(last, pageLocale()),
    }),
  "repair.slot": () => m.trk_err_slot(),
  "repair.control-characters": () => m.trk_err_control(),
  "repair.too-many-photos": () => m.trk_err_too_many_photos({ count: MAX_REPAIR_PHOTOS }),
  "repair.rate-limited": () => m.trk_err_rate_limited(),
  "repair.photos-rate-limited": () => m.trk_err_photos_rate_limited(),
  "repair.failed": () => m.trk_err_failed(),
  "repair.photos-refused": ({ detail }) => m.trk_err_photos_refused({ detail }),
  "repair.key-reused": () => m.trk_err_key_reused(),
  "repair.cancelled": () => m.trk_rq_cancelled(),
  "repair.already-cancelled": () => m.trk_rq_already_cancelled(),
  "repair.day-asked": () => m.trk_rq_day_asked(),
  "repair.not-open": () => m.trk_rq_not_open(),
  "customer.name-short": () => m.trk_err_name_short(),
  "customer.name-control": () => m.trk_err_name_control(),
  "customer.name-long": () => m.trk_err_name_long({ max: NAME_MAX_LENGTH }),
  "customer.mobile": () => m.trk_err_mobile(),
  "customer.mobile-ten-digits": () => m.trk_err_mobile_long(),
  "estimate.approved": () => m.trk_answer_approved(),
  "estimate.declined": () => m.trk_answer_declined(),
  "estimate.declined-free": () => m.trk_answer_declined_free(),
  "estimate.changed": () => m.trk_answer_changed(),
  "estimate.not-awaiting": () => m.trk_answer_not_awaiting(),
  "estimate.link-invalid": () => m.trk_answer_link_invalid(),
  "estimate.choose": () => m.trk_answer_choose(),
  "estimate.unknown": () => m.trk_answer_unknown_estimate(),
};

export type RepairArea = "repair" | "customer" | "estimate";

/** A repair page's answer from the server, in the page's language. */
export function repairAnswerText(answer: RefusalOf<RepairArea>): string {
  return sayRefusal(REPAIR_ANSWERS, answer);
}
