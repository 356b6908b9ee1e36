import { addDays } from "./shop-time";
import { z } from "zod";
import { customerLocaleSchema, placeOrderRequestSchema } from "./order-schemas";
import {
  APPLIANCES,
  bookingMessages,
  COMMON_PROBLEMS,
  PROBLEM_MAX_LENGTH,
  REPAIR_BRANDS,
  VISIT_SLOTS,
  VISIT_TYPES,
  type RepairBookingField,
} from "./repair-booking";
import { issueRefusal, refusal, refusing, type BookingRefusal, type Refusal } from "./refusals";
import { hasUnstorableCharacters } from "./storable";

const controlCharacters = refusing(refusal("repair.control-characters"));
const line = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((text) => !hasUnstorableCharacters(text), controlCharacters);

/** The same name and mobile rules as the checkout, from its own schema. */
const { customerName, customerMobile } = placeOrderRequestSchema.shape;

const PIN = /^[1-9]\d{5}$/;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The rules that tie fields together; they read the raw values, which may be invalid. */
function rulesAcrossFields(
  booking: Partial<Record<string, unknown>>,
): { path: string[]; message: string; params: Record<string, Refusal> }[] {
  const issues: { path: string[]; message: string; params: Record<string, Refusal> }[] = [];
  const issue = (field: RepairBookingField, answer: Refusal) =>
    issues.push({ path: [field], ...refusing(answer) });
  const appliance = APPLIANCES.find((known) => known === booking.appliance);
  const choice = text(booking.problemChoice);
  if (choice && appliance && !COMMON_PROBLEMS[appliance].includes(choice)) {
    issue("problemChoice", refusal("repair.problem-list"));
  }
  if (!choice && text(booking.problemText).length < 5) {
    issue("problemText", refusal("repair.problem"));
  }
  const pin = text(booking.pin);
  if (booking.visitType === "home") {
    if (text(booking.address).length < 5) {
      issue("address", refusal("repair.address"));
    }
    if (!PIN.test(pin)) issue("pin", refusal("repair.pin"));
  } else if (pin && !PIN.test(pin)) {
    issue("pin", refusal("repair.pin"));
  }
  return issues;
}

/**
 * One repair booking as the form posts it (photos travel beside it, judged by their content on
 * the server). `today` is the shop's day the booking is checked against, `daysAhead` the shop's
 * setting of how far ahead a visit may be booked.
 */
export function repairBookingSchema(today: string, daysAhead: number) {
  const last = addDays(today, daysAhead);
  return (
    z
      .object({
        appliance: z.enum(APPLIANCES, bookingMessages.appliance),
        brand: z.enum(REPAIR_BRANDS, bookingMessages.brand),
        model: line(60, "The model is at most 60 characters"),
        problemChoice: line(60, bookingMessages.problem),
        problemText: z
          .string()
          .trim()
          .max(PROBLEM_MAX_LENGTH, bookingMessages.problemTooLong)
          .refine((text) => !hasUnstorableCharacters(text, { lines: true }), controlCharacters),
        customerName,
        customerMobile,
        visitType: z.enum(VISIT_TYPES, bookingMessages.visitType),
        address: line(300, "The address is at most 300 characters"),
        landmark: line(100, "The landmark is at most 100 characters"),
        pin: z.string().trim(),
        preferredDate: z
          .string()
          .refine(
            (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today && day <= last,
            refusing(refusal("repair.date", { first: today, last })),
          ),
        preferredSlot: z.enum(VISIT_SLOTS, bookingMessages.slot),
        idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, {
          message: "idempotencyKey must be 16 to 100 letters, digits, - or _",
        }),
        // A form posts an absent field as "".
        locale: z.preprocess((value) => (value === "" ? undefined : value), customerLocaleSchema),
      })
      // Run even when other fields failed, so the customer sees every problem at once.
      .superRefine(
        (booking, context) => {
          for (const issue of rulesAcrossFields(booking)) {
            context.addIssue({ code: "custom", ...issue });
          }
        },
        { when: () => true },
      )
  );
}
export type RepairBooking = z.output<ReturnType<typeof repairBookingSchema>>;

/** What a field's own check (not a named refusal) refuses: the one thing that field asks. */
const FIELD_REFUSALS: Partial<Record<RepairBookingField, BookingRefusal>> = {
  appliance: refusal("repair.appliance"),
  brand: refusal("repair.brand"),
  model: refusal("repair.model-long"),
  problemChoice: refusal("repair.problem"),
  problemText: refusal("repair.problem-too-long"),
  customerName: refusal("customer.name-long"),
  customerMobile: refusal("customer.mobile-ten-digits"),
  visitType: refusal("repair.visit-type"),
  address: refusal("repair.address-long"),
  landmark: refusal("repair.landmark-long"),
  preferredSlot: refusal("repair.slot"),
};

/**
 * The first refusal for each field the booking got wrong, to show under that field in the page's
 * language: the one a check named, else the field's own. A field the form fills itself (the key,
 * the language) can only be wrong when something broke: 'could not be sent'.
 */
export function bookingRefusals(
  error: z.ZodError,
): Partial<Record<RepairBookingField, BookingRefusal>> {
  const refusals: Partial<Record<RepairBookingField, BookingRefusal>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as RepairBookingField | undefined;
    if (field && !refusals[field]) {
      const named = issueRefusal(issue) as BookingRefusal | null;
      // The mobile field refuses a long entry by its length, anything else as not a mobile.
      if (field === "customerMobile" && issue.code === "custom") {
        refusals[field] = refusal("customer.mobile");
        continue;
      }
      refusals[field] = named ?? FIELD_REFUSALS[field] ?? refusal("repair.failed");
    }
  }
  return refusals;
}
