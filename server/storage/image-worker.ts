/**
 * The image worker process: runs the jobs `image-jobs.ts` sends it, one at a time, and ends when
 * the server lets go of it (or ends itself).
 */
import { drawIcon, checkImage, encodeProductImage, encodeRepairPhoto } from "./image-work";
import { ImageTooLargeError, UnreadableImageError } from "./image-storage";
import type { ImageJob, ImageJobReply } from "./image-jobs";

async function perform(job: ImageJob): Promise<unknown> {
  switch (job.kind) {
    case "check":
      return checkImage(job.bytes);
    case "product":
      return encodeProductImage(job.bytes);
    case "repair":
      return encodeRepairPhoto(job.bytes);
    case "icon":
      return drawIcon(job.icon);
  }
}

function refusalOf(error: unknown): ImageJobReply["refusal"] {
  if (error instanceof ImageTooLargeError) return { kind: "too-large", pixels: error.pixels };
  if (error instanceof UnreadableImageError) return { kind: "unreadable" };
  return undefined;
}

process.on("message", (message: { id: number; job: ImageJob }) => {
  void perform(message.job).then(
    (result) => process.send!({ id: message.id, result } satisfies ImageJobReply),
    (error: unknown) => {
      const refusal = refusalOf(error);
      process.send!({
        id: message.id,
        ...(refusal ? { refusal } : { failure: String((error as Error)?.stack ?? error) }),
      } satisfies ImageJobReply);
    },
  );
});
// The server ended or let the worker go: nothing more will come.
process.on("disconnect", () => process.exit(0));
