import { shopDateOf } from "../../../domain/shop-time";
import type { AppLoadContext } from "react-router";
import type { BookedRepair, RepairBookingField } from "../../../domain/repair-booking";
import { BOOKING_FIELDS, BRING_TO_SHOP_FIELD } from "../../../domain/repair-booking";
import { bookingRefusals, repairBookingSchema } from "../../../domain/repair-booking-schema";
import { refusal, type BookingRefusal } from "../../../domain/refusals";

export type BookingAnswer =
  | { ok: true; repair: BookedRepair }
  | {
      ok: false;
      /** Codes, which the form says in the page's language. */
      fieldErrors: Partial<Record<RepairBookingField | "photos", BookingRefusal>>;
      formError?: BookingRefusal;
      /** What was typed, for a form posted without script to show again. */
      fields?: Partial<Record<RepairBookingField, string>>;
    };

/** The name the form's file input posts its photos under. */
export const PHOTOS_FIELD = "photos";

/**
 * The `/repair` page's action, which the our-service page's booking form posts to as well: the
 * form checked with the shared schema, the photos read, and the booking made by the Repairs
 * service, which applies the per-address limits and judges the photos by their content.
 */
export async function bookRepairAction(
  request: Request,
  context: AppLoadContext,
): Promise<BookingAnswer> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, fieldErrors: {}, formError: refusal("repair.failed") };
  }
  const fields = Object.fromEntries(
    BOOKING_FIELDS.map((name) => [name, String(form.get(name) ?? "")]),
  );
  if (form.get(BRING_TO_SHOP_FIELD) !== null) fields.visitType = "shop";
  const parsed = repairBookingSchema(
    shopDateOf(new Date()),
    context.shop.bookingDaysAhead,
  ).safeParse(fields);
  if (!parsed.success) {
    return { ok: false, fieldErrors: bookingRefusals(parsed.error), fields };
  }
  // An empty file input still posts one nameless, empty file.
  const files = form
    .getAll(PHOTOS_FIELD)
    .filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  const photos = await Promise.all(
    files.map(async (file) => ({
      name: file.name || "photo",
      bytes: Buffer.from(await file.arrayBuffer()),
    })),
  );
  try {
    const { repair } = await context.repairs.book(parsed.data, photos, context.clientAddress);
    return { ok: true, repair };
  } catch (error) {
    if (error instanceof Error && error.name === "RepairRefusedError") {
      const { field, refusal } = error as Error & {
        field?: RepairBookingField | "photos";
        refusal: BookingRefusal;
      };
      return field
        ? { ok: false, fieldErrors: { [field]: refusal }, fields }
        : { ok: false, fieldErrors: {}, formError: refusal, fields };
    }
    throw error;
  }
}
