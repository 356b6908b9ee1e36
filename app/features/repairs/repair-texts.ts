import { formatShopDay } from "../../../domain/shop-time";
import { formatMobile } from "../../../domain/contact-links";
import type { Locale } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import {
  bookingMessages,
  MAX_REPAIR_PHOTOS,
  OTHER_BRAND,
  PROBLEM_MAX_LENGTH,
  type BookedRepair,
  type RepairAppliance,
  type VisitSlot,
  type VisitType,
} from "../../../domain/repair-booking";
import { estimateAnswerMessages } from "../../../domain/repair-status";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";

/*
 * The repair words in the page's language, or in the customer's own language for what the shop
 * sends them (`locale`). domain/repair-*.ts keep the English source the server answers with; each
 * message here reads the same in English.
 */

type Options = { locale?: Locale };
export type Message = (inputs: object, options: Options) => string;

const APPLIANCE_LABELS: Record<RepairAppliance, Message> = {
  tv: m.trk_appliance_tv,
  refrigerator: m.trk_appliance_refrigerator,
  ac: m.trk_appliance_ac,
  "washing-machine": m.trk_appliance_washing_machine,
};

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

export const applianceLabel = (appliance: RepairAppliance, locale?: Locale) =>
  APPLIANCE_LABELS[appliance]({}, { locale });
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

export function brandLabel(brand: string): string {
  return brand === OTHER_BRAND ? m.trk_brand_other() : brand;
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

/** What happens next, from the shop's settings. */
export function nextStepsText(settings: { visitChargePaise: number; callbackPromise: string }) {
  return [
    m.trk_next_call({ callbackPromise: settings.callbackPromise }),
    m.trk_next_charge({ charge: formatRupees(settings.visitChargePaise) }),
  ];
}

/** The server's English answers on the repair pages, each with its message. */
const KNOWN_ANSWERS = new Map<string, () => string>([
  [bookingMessages.appliance, () => m.trk_err_appliance()],
  [bookingMessages.brand, () => m.trk_err_brand()],
  [bookingMessages.problem, () => m.trk_err_problem()],
  [bookingMessages.problemTooLong, () => m.trk_err_problem_too_long({ max: PROBLEM_MAX_LENGTH })],
  [bookingMessages.visitType, () => m.trk_err_visit_type()],
  [bookingMessages.address, () => m.trk_err_address()],
  [bookingMessages.pin, () => m.trk_err_pin()],
  [bookingMessages.outsideArea, () => m.trk_err_outside_area()],
  [bookingMessages.slot, () => m.trk_err_slot()],
  [bookingMessages.controlCharacters, () => m.trk_err_control()],
  [bookingMessages.tooManyPhotos, () => m.trk_err_too_many_photos({ count: MAX_REPAIR_PHOTOS })],
  [bookingMessages.rateLimited, () => m.trk_err_rate_limited()],
  [bookingMessages.photosRateLimited, () => m.trk_err_photos_rate_limited()],
  [bookingMessages.failed, () => m.trk_err_failed()],
  ["Choose a problem from the list", () => m.trk_err_problem_list()],
  ["The model is at most 60 characters", () => m.trk_err_model_long()],
  ["The address is at most 300 characters", () => m.trk_err_address_long()],
  ["The landmark is at most 100 characters", () => m.trk_err_landmark_long()],
  ["Please enter a name of at least 2 characters", () => m.trk_err_name_short()],
  ["Name must not contain control characters", () => m.trk_err_name_control()],
  ["Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9", () => m.trk_err_mobile()],
  ["Enter 10-digit mobile number", () => m.trk_err_mobile_long()],
  [estimateAnswerMessages.approved, () => m.trk_answer_approved()],
  [estimateAnswerMessages.declined, () => m.trk_answer_declined()],
  [estimateAnswerMessages.changed, () => m.trk_answer_changed()],
  [estimateAnswerMessages.notAwaiting, () => m.trk_answer_not_awaiting()],
  [estimateAnswerMessages.notFound, () => m.trk_answer_link_invalid()],
  ["Choose approve or decline", () => m.trk_answer_choose()],
  ["This estimate is not known", () => m.trk_answer_unknown_estimate()],
]);

const DATE_RANGE = /^Choose a date from (.+) to (.+)$/;

/** A server answer shown on a repair page, in the page's language; unknown ones stay as sent. */
export function repairAnswerText(message: string): string {
  const known = KNOWN_ANSWERS.get(message);
  if (known) return known();
  const range = DATE_RANGE.exec(message);
  return range ? m.trk_err_date({ first: range[1]!, last: range[2]! }) : message;
}
