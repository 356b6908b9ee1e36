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
import { hasUnstorableCharacters } from "./storable";

const line = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((text) => !hasUnstorableCharacters(text), bookingMessages.controlCharacters);

/** The same name and mobile rules as the checkout, from its own schema. */
const { customerName, customerMobile } = placeOrderRequestSchema.shape;

const PIN = /^[1-9]\d{5}$/;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The rules that tie fields together; they read the raw values, which may be invalid. */
function rulesAcrossFields(
  booking: Partial<Record<string, unknown>>,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const appliance = APPLIANCES.find((known) => known === booking.appliance);
  const choice = text(booking.problemChoice);
  if (choice && appliance && !COMMON_PROBLEMS[appliance].includes(choice)) {
    issues.push({ path: ["problemChoice"], message: "Choose a problem from the list" });
  }
  if (!choice && text(booking.problemText).length < 5) {
    issues.push({ path: ["problemText"], message: bookingMessages.problem });
  }
  const pin = text(booking.pin);
  if (booking.visitType === "home") {
    if (text(booking.address).length < 5) {
      issues.push({ path: ["address"], message: bookingMessages.address });
    }
    if (!PIN.test(pin)) issues.push({ path: ["pin"], message: bookingMessages.pin });
  } else if (pin && !PIN.test(pin)) {
    issues.push({ path: ["pin"], message: bookingMessages.pin });
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
          .refine(
            (text) => !hasUnstorableCharacters(text, { lines: true }),
            bookingMessages.controlCharacters,
          ),
        customerName,
        customerMobile,
        visitType: z.enum(VISIT_TYPES, bookingMessages.visitType),
        address: line(300, "The address is at most 300 characters"),
        landmark: line(100, "The landmark is at most 100 characters"),
        pin: z.string().trim(),
        preferredDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.date(today, last))
          .refine((day) => day >= today && day <= last, bookingMessages.date(today, last)),
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

/** The first message for each field the booking got wrong, to show under that field. */
export function bookingFieldErrors(error: z.ZodError): Partial<Record<RepairBookingField, string>> {
  const errors: Partial<Record<RepairBookingField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as RepairBookingField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
