import { addDays, shopDateOf } from "../../domain/shop-time";
import { randomBytes } from "node:crypto";
import type { RepairBooking } from "../../domain/repair-booking-schema";

/** The form fields of a valid home-visit booking, as the browser posts them. */
export function bookingFields(overrides: Partial<Record<string, string>> = {}) {
  return {
    appliance: "refrigerator",
    brand: "LG",
    model: "GL-I292",
    problemChoice: "Not cooling",
    problemText: "Stopped cooling two days ago",
    customerName: "Asha Verma",
    customerMobile: "98765 43210",
    visitType: "home",
    address: "12 MG Road, Flat 4",
    landmark: "Near the temple",
    pin: "560001",
    preferredDate: addDays(shopDateOf(new Date()), 1),
    preferredSlot: "morning",
    idempotencyKey: `repair-${randomBytes(8).toString("hex")}`,
    ...overrides,
  };
}

/** The same booking as the service takes it (after the schema). */
export function buildBooking(overrides: Partial<RepairBooking> = {}): RepairBooking {
  const fields = bookingFields();
  return {
    ...fields,
    appliance: "refrigerator",
    brand: "LG",
    customerMobile: "9876543210",
    visitType: "home",
    preferredSlot: "morning",
    locale: "en",
    ...overrides,
  };
}
