import { z } from "zod";
import { placeOrderRequestSchema } from "./order-schemas";
import {
  addDays,
  APPLIANCES,
  BOOKING_DAYS_AHEAD,
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

/**
 * One repair booking as the form posts it (photos travel beside it, judged by their content on
 * the server). `today` is the shop's day the booking is checked against.
 */
export function repairBookingSchema(today: string) {
  const last = addDays(today, BOOKING_DAYS_AHEAD);
  return z
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
    })
    .superRefine((booking, context) => {
      const known = COMMON_PROBLEMS[booking.appliance].includes(booking.problemChoice);
      if (booking.problemChoice && !known) {
        context.addIssue({
          code: "custom",
          path: ["problemChoice"],
          message: "Choose a problem from the list",
        });
      }
      if (!booking.problemChoice && booking.problemText.length < 5) {
        context.addIssue({
          code: "custom",
          path: ["problemText"],
          message: bookingMessages.problem,
        });
      }
      if (booking.visitType === "home") {
        if (booking.address.length < 5) {
          context.addIssue({ code: "custom", path: ["address"], message: bookingMessages.address });
        }
        if (!/^[1-9]\d{5}$/.test(booking.pin)) {
          context.addIssue({ code: "custom", path: ["pin"], message: bookingMessages.pin });
        }
      } else if (booking.pin && !/^[1-9]\d{5}$/.test(booking.pin)) {
        context.addIssue({ code: "custom", path: ["pin"], message: bookingMessages.pin });
      }
    });
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
