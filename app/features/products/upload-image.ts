import { apiErrorSchema } from "../../../domain/api-error";
import { PRODUCT_SAVE_MESSAGES } from "../../../domain/product-form";

/** The stored photo's address, or why it was not stored. */
export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/** Served by server/api/admin-uploads.ts. */
const UPLOADS_URL = "/api/admin/uploads";

/**
 * Sends one photo and reports how much of it has gone, as a fraction from 0 to 1. XMLHttpRequest,
 * not fetch, because only it tells how far an upload has got.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOADS_URL);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      if (request.status === 201) {
        const url = (body as { images?: { url?: unknown }[] } | null)?.images?.[0]?.url;
        if (typeof url === "string") {
          resolve({ ok: true, url });
          return;
        }
      }
      const error = apiErrorSchema.safeParse(body);
      resolve({
        ok: false,
        message:
          request.status === 401
            ? PRODUCT_SAVE_MESSAGES.notSignedIn
            : error.success
              ? error.data.error.message
              : `"${file.name}" could not be uploaded (the server answered ${request.status}).`,
      });
    });
    const lost = () =>
      resolve({
        ok: false,
        message: `"${file.name}" could not be uploaded: check your internet connection and try again.`,
      });
    request.addEventListener("error", lost);
    request.addEventListener("abort", lost);
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
