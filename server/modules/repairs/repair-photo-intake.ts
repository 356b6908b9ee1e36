import {
  detectImageFormat,
  IMAGE_SIGNATURE_BYTES,
  imageRefusal,
  sizeRefusal,
} from "../../../domain/image-upload";
import type { RepairBookingField } from "../../../domain/repair-booking";
import { englishOf, refusal, type BookingRefusal } from "../../../domain/refusals";
import {
  ImageTooLargeError,
  UnreadableImageError,
  type ImageStorage,
} from "../../storage/image-storage";
import { serviceLog } from "../../service-log";

const log = serviceLog("repairs");

/* A booking's photos: checked all before any is stored, and removed again when it is not taken. */

/**
 * The booking cannot be taken as sent: `refusal` is its code for the page, the message its English;
 * `field` is where the form shows it.
 */
export class RepairRefusedError extends Error {
  override name = "RepairRefusedError";
  constructor(
    readonly refusal: BookingRefusal,
    readonly field: RepairBookingField | "photos" | undefined,
    readonly status: 400 | 409 | 413 | 422 | 429 = 400,
  ) {
    super(englishOf(refusal));
  }
}

export interface RepairPhotoUpload {
  name: string;
  bytes: Buffer;
}

/** The admin upload's checks, every photo before any is stored. */
export async function checkPhotos(
  storage: ImageStorage,
  photos: readonly RepairPhotoUpload[],
): Promise<void> {
  const problems: string[] = [];
  for (const photo of photos) {
    const tooLarge = sizeRefusal({ name: photo.name, size: photo.bytes.length });
    if (tooLarge) {
      problems.push(tooLarge);
      continue;
    }
    if (detectImageFormat(photo.bytes.subarray(0, IMAGE_SIGNATURE_BYTES)) === undefined) {
      problems.push(imageRefusal.notAnImage(photo.name));
      continue;
    }
    try {
      await storage.checkProductImage(photo.bytes);
    } catch (error) {
      problems.push(photoRefusal(photo, error));
    }
  }
  if (problems.length > 0)
    throw new RepairRefusedError(photosRefused(problems.join("; ")), "photos");
}

export async function savePhoto(storage: ImageStorage, photo: RepairPhotoUpload): Promise<string> {
  try {
    return await storage.saveRepairPhoto(photo.bytes);
  } catch (error) {
    throw new RepairRefusedError(photosRefused(photoRefusal(photo, error)), "photos");
  }
}

const photosRefused = (detail: string) => refusal("repair.photos-refused", { detail });

function photoRefusal(photo: RepairPhotoUpload, error: unknown): string {
  if (error instanceof ImageTooLargeError)
    return imageRefusal.tooManyPixels(photo.name, error.pixels);
  if (error instanceof UnreadableImageError) return imageRefusal.unreadable(photo.name);
  throw error;
}

/** Removes photos of a booking that was refused, failed or was a retry. */
export async function forgetPhotos(storage: ImageStorage, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await storage.deleteRepairPhoto(name).catch((error: unknown) => {
      log.error(`Could not remove the unused repair photo ${name}`, error);
    });
  }
}
