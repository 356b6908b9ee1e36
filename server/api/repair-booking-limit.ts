import { bodyLimit } from "./body-limit";
import { MAX_IMAGE_BYTES } from "../../domain/image-upload";
import { MAX_REPAIR_PHOTOS } from "../../domain/repair-booking";

/** Three photos at the upload limit, and room for the form's text fields. */
export const MAX_REPAIR_BOOKING_BYTES = MAX_REPAIR_PHOTOS * MAX_IMAGE_BYTES + 200_000;

/** The booking form's post, photos included, is refused unread beyond this size. */
export function repairBookingBodyLimit() {
  return bodyLimit(MAX_REPAIR_BOOKING_BYTES, (c) =>
    c.text(`The request is too large: at most ${MAX_REPAIR_PHOTOS} photos of 10 MB each`, 413),
  );
}
