import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  detectImageFormat,
  IMAGE_SIGNATURE_BYTES,
  imageRefusal,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  sizeRefusal,
} from "../../domain/image-upload";
import type { AdminEnv } from "../auth/guard";
import { UnreadableImageError, type ImageStorage } from "../storage/image-storage";
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
 */
export function adminUploadsApi(storage: ImageStorage) {
  return new Hono<AdminEnv>().post(
    "/",
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY_BYTES,
      onError: (c) =>
        apiError(
          c,
          413,
          "payload_too_large",
          `The upload is too large: at most ${MAX_PRODUCT_IMAGES} images of 10 MB each`,
        ),
    }),
    async (c) => {
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

      const contents = await Promise.all(
        files.map(async (file) => Buffer.from(await file.arrayBuffer())),
      );
      const notImages = files
        .filter(
          (_, index) =>
            detectImageFormat(contents[index]!.subarray(0, IMAGE_SIGNATURE_BYTES)) === undefined,
        )
        .map((file) => imageRefusal.notAnImage(file.name));
      if (notImages.length > 0) return apiError(c, 400, "invalid_request", notImages.join("; "));

      const images: UploadedImage[] = [];
      for (const [index, file] of files.entries()) {
        try {
          images.push({ name: file.name, url: await storage.saveProductImage(contents[index]!) });
        } catch (error) {
          if (!(error instanceof UnreadableImageError)) throw error;
          return apiError(c, 400, "invalid_request", imageRefusal.unreadable(file.name));
        }
      }
      return c.json({ images }, 201);
    },
  );
}
