import type { z } from "zod";
import { NAME_MAX_LENGTH } from "./checkout";
import { MOBILE_INVALID_MESSAGE } from "./mobile";
import { orderRefusals } from "./order-refusals";
import { trackingMessages } from "./order-tracking";
import { bookingMessages } from "./repair-booking";
import { estimateAnswerMessages } from "./repair-status";
import type { OrderStatus } from "./shop-constants";

/*
 * What the server answers a customer's page with, as a code and its parameters (issue 30): each
 * page says it in its own language (app/features/*\/…-texts.ts, one Paraglide message per code);
 * the API adds the English here beside the code for outside clients. Nothing is translated by
 * reading the English back.
 */

const ENGLISH = {
  "order.unknown-product": ({ productId }: { productId: number }) =>
    orderRefusals.unknownProduct(productId),
  "order.out-of-stock": ({ name }: { name: string }) => orderRefusals.outOfStock(name),
  "order.only-left": ({ name, left }: { name: string; left: number }) =>
    orderRefusals.onlyLeft(name, left),
  "order.over-max-quantity": ({ name, maxQuantity }: { name: string; maxQuantity: number }) =>
    orderRefusals.overMaxQuantity(name, maxQuantity),
  "tracking.not-found": () => trackingMessages.notFound,
  "tracking.missing-fields": () => trackingMessages.missingFields,
  "tracking.cancel-refused": ({ status }: { status: OrderStatus }) =>
    trackingMessages.cancelRefused(status),
  "repair.appliance": () => bookingMessages.appliance,
  "repair.brand": () => bookingMessages.brand,
  "repair.problem": () => bookingMessages.problem,
  "repair.problem-list": () => "Choose a problem from the list",
  "repair.problem-too-long": () => bookingMessages.problemTooLong,
  "repair.model-long": () => "The model is at most 60 characters",
  "repair.visit-type": () => bookingMessages.visitType,
  "repair.address": () => bookingMessages.address,
  "repair.address-long": () => "The address is at most 300 characters",
  "repair.landmark-long": () => "The landmark is at most 100 characters",
  "repair.pin": () => bookingMessages.pin,
  "repair.outside-area": () => bookingMessages.outsideArea,
  "repair.date": ({ first, last }: { first: string; last: string }) =>
    bookingMessages.date(first, last),
  "repair.slot": () => bookingMessages.slot,
  "repair.control-characters": () => bookingMessages.controlCharacters,
  "repair.too-many-photos": () => bookingMessages.tooManyPhotos,
  "repair.rate-limited": () => bookingMessages.rateLimited,
  "repair.photos-rate-limited": () => bookingMessages.photosRateLimited,
  "repair.failed": () => bookingMessages.failed,
  /** A photo the shop cannot use; `detail` names it and why, in English for now. */
  "repair.photos-refused": ({ detail }: { detail: string }) => detail,
  "repair.key-reused": () =>
    "This idempotencyKey was already used for another repair request; send a new key",
  "repair.cancelled": () => "Your repair request is cancelled.",
  "repair.already-cancelled": () => "This repair request was already cancelled.",
  "repair.day-asked": () => "The shop has your new day and will confirm it with you.",
  "repair.not-open": () => "This can no longer be changed here; please call the shop.",
  "customer.name-short": () => "Please enter a name of at least 2 characters",
  "customer.name-control": () => "Name must not contain control characters",
  "customer.name-long": () => `Name must be at most ${NAME_MAX_LENGTH} characters`,
  "customer.mobile": () => MOBILE_INVALID_MESSAGE,
  "customer.mobile-ten-digits": () => "Enter 10-digit mobile number",
  "estimate.approved": () => estimateAnswerMessages.approved,
  "estimate.declined": () => estimateAnswerMessages.declined,
  "estimate.declined-free": () => estimateAnswerMessages.declinedFree,
  "estimate.changed": () => estimateAnswerMessages.changed,
  "estimate.not-awaiting": () => estimateAnswerMessages.notAwaiting,
  "estimate.link-invalid": () => estimateAnswerMessages.notFound,
  "estimate.choose": () => "Choose approve or decline",
  "estimate.unknown": () => "This estimate is not known",
} satisfies Record<string, (params: never) => string>;

export type RefusalCode = keyof typeof ENGLISH;
export const REFUSAL_CODES = Object.keys(ENGLISH) as RefusalCode[];
export type RefusalParams<Code extends RefusalCode> = Parameters<
  (typeof ENGLISH)[Code]
>[0] extends undefined
  ? Record<string, never>
  : Parameters<(typeof ENGLISH)[Code]>[0];

/** A refusal (or a customer's answer) as the server sends it: its code and what it names. */
export type Refusal = {
  [Code in RefusalCode]: { code: Code; params: RefusalParams<Code> };
}[RefusalCode];

/** The codes of one area ('order', 'repair'…): each page's texts cover their own area's. */
export type RefusalOf<Area extends string> = Extract<Refusal, { code: `${Area}.${string}` }>;

/** What a repair booking is refused with: the booking's own codes and the customer's fields. */
export type BookingRefusal = RefusalOf<"repair" | "customer">;

export function refusal<Code extends RefusalCode>(
  code: Code,
  ...params: RefusalParams<Code> extends Record<string, never> ? [] : [RefusalParams<Code>]
): Extract<Refusal, { code: Code }> {
  return { code, params: params[0] ?? {} } as Extract<Refusal, { code: Code }>;
}

/** The English of a refusal, for the API's `message` and the server's log. */
export function englishOf(answer: Refusal): string {
  return (ENGLISH[answer.code] as (params: unknown) => string)(answer.params);
}

const KNOWN_CODES: ReadonlySet<string> = new Set(REFUSAL_CODES);

/**
 * Read back from an answer's JSON: a refusal the browser knows, or null. Checked by hand rather
 * than with `refusalSchema` (api-error.ts), so the storefront pages that read refusals do not
 * load zod.
 */
export function refusalOf(value: unknown): Refusal | null {
  if (typeof value !== "object" || value === null) return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== "string" || !KNOWN_CODES.has(code)) return null;
  if (typeof params !== "object" || params === null || Array.isArray(params)) return null;
  const fair = Object.values(params).every(
    (param) => typeof param === "string" || typeof param === "number",
  );
  return fair ? ({ code, params } as Refusal) : null;
}

/** The issue parameter a schema's own check names its refusal with (zod `params`). */
export const REFUSAL_PARAM = "refusal";

/** A zod check's options that carry the refusal beside the English message. */
export function refusing(answer: Refusal): { message: string; params: Record<string, Refusal> } {
  return { message: englishOf(answer), params: { [REFUSAL_PARAM]: answer } };
}

/** The refusal a zod issue was raised with, if a check named one. */
export function issueRefusal(issue: z.core.$ZodIssue): Refusal | null {
  const params =
    "params" in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
  return refusalOf(params?.[REFUSAL_PARAM]);
}

/** A page's words for every code of its areas, each given that code's parameters. */
export type RefusalTexts<Area extends string> = {
  [Code in RefusalOf<Area>["code"]]: (params: RefusalParams<Code>) => string;
};

/** A refusal in a page's words, from that page's table. */
export function sayRefusal<Area extends string>(
  texts: RefusalTexts<Area>,
  answer: RefusalOf<Area>,
): string {
  const say = texts[answer.code as RefusalOf<Area>["code"]] as (params: unknown) => string;
  return say(answer.params);
}
