import { latinDigits } from "./mobile";
import { hasUnstorableCharacters } from "./storable";

/**
 * Where an order goes (issue 12): an optional address, landmark and PIN code given at checkout,
 * and the shop's service area, a list of PIN codes (empty: the shop delivers anywhere). An order
 * outside the area is still taken; the customer is told the shop will call about delivery, and
 * the dashboard marks it.
 */

export const ADDRESS_MAX_LENGTH = 300;
export const LANDMARK_MAX_LENGTH = 100;

/** A PIN code as stored: 6 Latin digits, the first not 0; null when the input is not one. */
export function normalisePin(input: string): string | null {
  const pin = latinDigits(input).replace(/\s/g, "");
  return /^[1-9]\d{5}$/.test(pin) ? pin : null;
}

/** An address line as stored: composed form, trimmed, inner runs of spaces folded; "" → null. */
export function normaliseAddressLine(input: string): string | null {
  const line = input
    .normalize("NFC")
    .trim()
    .replace(/[ \t]+/g, " ");
  return line === "" ? null : line;
}

export function isStorableAddressLine(line: string, maxLength: number): boolean {
  return line.length <= maxLength && !hasUnstorableCharacters(line, { lines: true });
}

/**
 * Outside only when the shop has an area and the order names a PIN that is not in it. (settings.ts
 * has the same rule for a PIN alone; this file stays free of zod, since the cart page loads it.)
 */
export function isOutsideServiceArea(
  pin: string | null | undefined,
  serviceAreaPins: readonly string[],
): boolean {
  return Boolean(pin) && serviceAreaPins.length > 0 && !serviceAreaPins.includes(pin!);
}

export const deliveryMessages = {
  addressLabel: "Delivery address (optional)",
  landmarkLabel: "Landmark (optional)",
  pinLabel: "PIN code (optional)",
  pinInvalid: "Enter a 6-digit PIN code that does not start with 0",
  addressTooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  landmarkTooLong: `Landmark must be at most ${LANDMARK_MAX_LENGTH} characters`,
  addressUnstorable: "Address must not contain control characters",
  outsideArea: (pin: string) =>
    `PIN ${pin} is outside the area we usually deliver to. You can still order: the shop will call you about delivery.`,
  outsideAreaBadge: "Outside service area",
  outsideAreaHint: "The PIN code is not in the shop's service area: call about delivery",
} as const;

/**
 * Customers often write the landmark with its own 'near' ('Near Hanuman temple', 'opp. SBI',
 * 'मंदिर के पास'); those read as typed, and only a bare place gets 'near' (issue 34).
 */
const SAYS_WHERE =
  /^(near|nr\.?|opp\.?|opposite|behind|beside|besides|next to|in front of|close to|facing|adjacent to|पास|सामने|पीछे|बगल)(?![\p{L}\p{M}])|के (पास|सामने|पीछे|बगल)/iu;

/** The landmark as a place to find: 'near Ajmeri Gate', but 'Near Hanuman temple' as typed. */
export function landmarkPhrase(landmark: string, near: (landmark: string) => string): string {
  return SAYS_WHERE.test(landmark.trim()) ? landmark : near(landmark);
}

/** One line for lists and messages: 'address, near landmark, PIN'. */
export function deliveryLine(delivery: {
  deliveryAddress: string | null;
  deliveryLandmark: string | null;
  deliveryPin: string | null;
}): string {
  return [
    delivery.deliveryAddress,
    delivery.deliveryLandmark
      ? landmarkPhrase(delivery.deliveryLandmark, (landmark) => `near ${landmark}`)
      : null,
    delivery.deliveryPin,
  ]
    .filter(Boolean)
    .join(", ");
}
