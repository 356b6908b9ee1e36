/*
 * Booking a repair (`/repair`, issue 13): the choices the form offers, the ticket number and the
 * texts the customer reads. The schema is in repair-booking-schema.ts, so the storefront's form
 * can use these without loading zod.
 */

import { addDays, formatShopDay, shopDateOf } from "./shop-time";

export const APPLIANCES = ["tv", "refrigerator", "ac", "washing-machine"] as const;
export type RepairAppliance = (typeof APPLIANCES)[number];

export const APPLIANCE_LABELS: Record<RepairAppliance, string> = {
  tv: "TV",
  refrigerator: "Refrigerator",
  ac: "AC",
  "washing-machine": "Washing Machine",
};

/** The appliance a link names (`?appliance=ac`), or undefined. */
export function applianceParam(value: string | null): RepairAppliance | undefined {
  return APPLIANCES.find((appliance) => appliance === value);
}

export const OTHER_BRAND = "Other";
export const REPAIR_BRANDS = [
  "LG",
  "Samsung",
  "Sony",
  "Whirlpool",
  "Godrej",
  "Haier",
  "Panasonic",
  "Voltas",
  "Daikin",
  "Blue Star",
  "IFB",
  "Bosch",
  "Mi",
  "OnePlus",
  OTHER_BRAND,
] as const;

/**
 * The brands the form offers for each appliance (issue 34): the ones that make it and are
 * repaired in the city, then 'Other'. Any of `REPAIR_BRANDS` is still accepted with any appliance.
 */
const BRANDS_BY_APPLIANCE: Record<RepairAppliance, readonly (typeof REPAIR_BRANDS)[number][]> = {
  tv: ["LG", "Samsung", "Sony", "Panasonic", "Mi", "OnePlus", "Haier", OTHER_BRAND],
  refrigerator: [
    "LG",
    "Samsung",
    "Whirlpool",
    "Godrej",
    "Haier",
    "Panasonic",
    "Bosch",
    OTHER_BRAND,
  ],
  ac: [
    "Voltas",
    "LG",
    "Samsung",
    "Daikin",
    "Blue Star",
    "Panasonic",
    "Whirlpool",
    "Haier",
    "Godrej",
    OTHER_BRAND,
  ],
  "washing-machine": [
    "LG",
    "Samsung",
    "Whirlpool",
    "IFB",
    "Bosch",
    "Godrej",
    "Haier",
    "Panasonic",
    OTHER_BRAND,
  ],
};

/** The brands offered once an appliance is chosen; all of them before. */
export function brandsFor(appliance: RepairAppliance | ""): readonly string[] {
  return appliance === "" ? REPAIR_BRANDS : BRANDS_BY_APPLIANCE[appliance];
}

/** The common faults of each appliance, offered as one-tap choices above the description. */
export const COMMON_PROBLEMS: Record<RepairAppliance, readonly string[]> = {
  tv: ["No picture, sound works", "Does not turn on", "Lines on the screen", "No sound"],
  refrigerator: ["Not cooling", "Water leaking", "Noisy", "Ice building up"],
  ac: ["Not cooling", "Water dripping", "Needs servicing", "Bad smell or noise"],
  "washing-machine": ["Drum not spinning", "Not draining", "Leaking water", "Very noisy"],
};

export const VISIT_TYPES = ["home", "shop"] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
export const VISIT_TYPE_LABELS: Record<VisitType, string> = {
  home: "Home visit",
  shop: "I will bring it to the shop",
};

export const VISIT_SLOTS = ["morning", "afternoon", "evening"] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
export const VISIT_SLOT_LABELS: Record<VisitSlot, string> = {
  morning: "Morning 9–12",
  afternoon: "Afternoon 12–4",
  evening: "Evening 4–8",
};

export const MAX_REPAIR_PHOTOS = 3;
export const PROBLEM_MAX_LENGTH = 1000;

/** The first and last day a booking made now may ask for (`daysAhead`: the shop's setting). */
export function bookingDateRange(now: Date, daysAhead: number): { first: string; last: string } {
  const first = shopDateOf(now);
  return { first, last: addDays(first, daysAhead) };
}

export const bookingMessages = {
  appliance: "Choose the appliance",
  brand: "Choose the brand",
  problem: "Choose a problem or describe it (at least 5 characters)",
  problemTooLong: `Describe the problem in at most ${PROBLEM_MAX_LENGTH} characters`,
  visitType: "Choose a home visit or bringing it to the shop",
  address: "Enter the address for the visit",
  pin: "Enter the 6-digit PIN code",
  outsideArea: "Sorry, we do not visit this PIN code yet. You can bring the appliance to the shop.",
  date: (first: string, last: string) =>
    `Choose a date from ${formatShopDay(first, "en")} to ${formatShopDay(last, "en")}`,
  slot: "Choose a time slot",
  controlCharacters: "Please remove special control characters",
  tooManyPhotos: `Add at most ${MAX_REPAIR_PHOTOS} photos`,
  rateLimited: "Too many repair requests from your connection. Please wait a minute and try again.",
  photosRateLimited:
    "Too many photos sent from your connection. Please wait a minute, or book without photos.",
  failed: "Your request could not be sent. Please try again, or call the shop.",
  booked: "Your repair request is booked",
};

/** The form's fields as the browser posts them. */
export const BOOKING_FIELDS = [
  "appliance",
  "brand",
  "model",
  "problemChoice",
  "problemText",
  "customerName",
  "customerMobile",
  "visitType",
  "address",
  "landmark",
  "pin",
  "preferredDate",
  "preferredSlot",
  "idempotencyKey",
  "locale",
] as const;
export type RepairBookingField = (typeof BOOKING_FIELDS)[number];

/**
 * The button a refused home visit offers under a PIN outside the service area: it posts the
 * same form as a visit to the shop, so one tap books it (issue 34).
 */
export const BRING_TO_SHOP_FIELD = "bringToShop";

/** The problem in one line: the quick choice, then the customer's words. */
export function problemSummary(choice: string, text: string): string {
  return [choice, text].filter(Boolean).join(": ");
}

/** 'REP' + the shop's date as YYMMDD + 6 digits. */
export const TICKET_NUMBER_PATTERN = /^REP\d{12}$/;

export function ticketNumber(at: Date, digits: number): string {
  return `REP${shopDateOf(at).slice(2).replaceAll("-", "")}${String(digits).padStart(6, "0")}`;
}

export interface BookedRepair {
  ticketNumber: string;
  /** Path of the private tracking page, e.g. /track/repair/<token>. */
  trackingPath: string;
  appliance: RepairAppliance;
  brand: string;
  problem: string;
  customerMobile: string;
  visitType: VisitType;
  preferredDate: string;
  preferredSlot: VisitSlot;
}

/**
 * Where a private tracking link leads. Its own path for now; the tracking page of orders
 * (`/track`) takes it over when both are merged, and this is the one place to change it.
 */
export const TRACK_REPAIR_PATH = "/track/repair/";
export function trackRepairPath(token: string): string {
  return `${TRACK_REPAIR_PATH}${token}`;
}

/** A repair's private link's token: 32 random bytes in base64url. */
export function isRepairToken(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text);
}

/** The token at the end of a repair's private link's path (its English or Hindi page). */
export function repairTokenOf(trackingPath: string): string {
  return trackingPath.slice(trackingPath.lastIndexOf("/") + 1);
}
