import { Hono, type Context } from "hono";
import { bodyLimit } from "./body-limit";
import {
  detectImageFormat,
  IMAGE_SIGNATURE_BYTES,
  imageRefusal,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  sizeRefusal,
} from "../../domain/image-upload";
import type { AdminEnv } from "../auth/guard";
import {
  ImageTooLargeError,
  UnreadableImageError,
  type ImageStorage,
} from "../storage/image-storage";
import { workQueue } from "../storage/work-queue";
import { apiError } from "./errors";

/** Room for the multipart boundaries and headers around the largest batch the rules allow. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES + 1_000_000;

export interface UploadedImage {
  /** The file name the browser sent, so the page can match answers to its progress bars. */
  name: string;
  url: string;
}

/**
 * `POST /api/admin/uploads`: product photos as multipart form data, in the field `file` (the page
 * sends one per request so each gets its own progress bar). Every file is judged by its content;
 * if any is refused, nothing is stored and the message names each refused file.
 *
 * Memory stays bounded however many admins upload at once: bodies are read only while the bodies
 * being read add up to at most one full batch (the others wait unread in their connections), a
 * file's bytes are copied out one file at a time, and the storage decodes one image at a time.
 */
export function adminUploadsApi(storage: ImageStorage) {
  const bodies = workQueue(MAX_UPLOAD_BODY_BYTES);
  return new Hono<AdminEnv>().post(
    "/",
    bodyLimit(MAX_UPLOAD_BODY_BYTES, (c) =>
      apiError(
        c,
        413,
        "payload_too_large",
        `The upload is too large: at most ${MAX_PRODUCT_IMAGES} images of 10 MB each`,
      ),
    ),
    (c) => {
      const declared = Number(c.req.header("content-length"));
      return bodies(
        () => receiveImages(c, storage),
        declared > 0 ? declared : MAX_UPLOAD_BODY_BYTES,
      );
    },
  );
}

async function bytesOf(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}

/** The refusal naming a file the storage would not take; other errors are the server's own. */
function refusalOf(file: File, error: unknown): { status: 400 | 413; message: string } {
  if (error instanceof ImageTooLargeError) {
    return { status: 413, message: imageRefusal.tooManyPixels(file.name, error.pixels) };
  }
  if (error instanceof UnreadableImageError) {
    return { status: 400, message: imageRefusal.unreadable(file.name) };
  }
  throw error;
}

async function receiveImages(c: Context<AdminEnv>, storage: ImageStorage): Promise<Response> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return apiError(
      c,
      400,
      "invalid_request",
      "Send the images as multipart/form-data in the field 'file'",
    );
  }
  const entries = form.getAll("file");
  const files = entries.filter((entry): entry is File => typeof entry !== "string");
  if (files.length === 0 || files.length !== entries.length) {
    return apiError(c, 400, "invalid_request", imageRefusal.noFile);
  }
  if (files.length > MAX_PRODUCT_IMAGES) {
    return apiError(c, 400, "invalid_request", imageRefusal.tooManyInRequest(files.length));
  }
  const tooLarge = files.map(sizeRefusal).filter((refusal) => refusal !== undefined);
  if (tooLarge.length > 0) return apiError(c, 413, "payload_too_large", tooLarge.join("; "));

  const notImages: string[] = [];
  for (const file of files) {
    const signature = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    if (detectImageFormat(signature) === undefined)
      notImages.push(imageRefusal.notAnImage(file.name));
  }
  if (notImages.length > 0) return apiError(c, 400, "invalid_request", notImages.join("; "));

  const refusals: { status: 400 | 413; message: string }[] = [];
  for (const file of files) {
    try {
      await storage.checkProductImage(await bytesOf(file));
    } catch (error) {
      refusals.push(refusalOf(file, error));
    }
  }
  if (refusals.length > 0) {
    const tooManyPixels = refusals.every((refusal) => refusal.status === 413);
    return apiError(
      c,
      tooManyPixels ? 413 : 400,
      tooManyPixels ? "payload_too_large" : "invalid_request",
      refusals.map((refusal) => refusal.message).join("; "),
    );
  }

  const images: UploadedImage[] = [];
  for (const file of files) {
    try {
      images.push({ name: file.name, url: await storage.saveProductImage(await bytesOf(file)) });
    } catch (error) {
      const refusal = refusalOf(file, error);
      return apiError(c, refusal.status, "invalid_request", refusal.message);
    }
  }
  return c.json({ images }, 201);
}
