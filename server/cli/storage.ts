/**
 * `npm run storage:copy`: copies a disk shop's pictures and repair photos (DATA_DIR/uploads) into
 * the bucket STORAGE_URL names, checking each there; run it again after an interruption and it
 * copies only what is missing. Then start the shop with STORAGE_URL set.
 */
import { loadConfig } from "../env";
import { BucketUnreachableError, openBucket } from "../storage/bucket-object-store";
import { copyUploadsToBucket, CopyVerificationError } from "../storage/copy-to-bucket";
import { uploadsFolder } from "../storage/disk-object-store";

const USAGE = "Usage: npm run storage:copy";

class UsageError extends Error {}

/** A line for every file copied, and one for every so many found already in the bucket. */
const PROGRESS_EVERY = 100;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function copy(): Promise<void> {
  const config = loadConfig();
  if (config.storage.kind !== "bucket") {
    throw new UsageError(
      "STORAGE_URL is not set: set it (and AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) to the bucket to copy DATA_DIR's pictures into, e.g. STORAGE_URL=s3://shop-pictures?endpoint=http://127.0.0.1:3900&region=garage&forcePathStyle=true",
    );
  }
  const bucket = await openBucket(config.storage);
  const interrupt = new AbortController();
  const stop = () => {
    console.log("Stopping after the files under way (run it again to copy the rest)...");
    interrupt.abort();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    console.log(`Copying ${uploadsFolder(config.dataDir)} into ${bucket.description}`);
    const summary = await copyUploadsToBucket({
      dataDir: config.dataDir,
      bucket,
      signal: interrupt.signal,
      onProgress: ({ key, outcome, done, total }) => {
        if (outcome === "copied" || done % PROGRESS_EVERY === 0 || done === total) {
          console.log(`  ${done}/${total} ${outcome.padEnd(13)} ${key}`);
        }
      },
    });
    console.log(
      `${summary.interrupted ? "Interrupted" : "Done"}: ${summary.copied} copied (${megabytes(summary.bytesCopied)}), ` +
        `${summary.alreadyThere} already in the bucket, of ${summary.total} files; each checked in the bucket by size and MD5.`,
    );
    if (summary.ignored.length > 0) {
      console.log(
        `Left out ${summary.ignored.length} files that are no picture of the shop: ${summary.ignored.slice(0, 5).join(", ")}${summary.ignored.length > 5 ? ", ..." : ""}`,
      );
    }
    if (summary.interrupted) process.exitCode = 130;
    else console.log("Start the shop with this STORAGE_URL to serve them from the bucket.");
  } finally {
    bucket.close();
  }
}

async function main([command]: string[]): Promise<void> {
  if (command === "copy") return copy();
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof BucketUnreachableError ||
    error instanceof CopyVerificationError ||
    (error instanceof Error && error.name === "ConfigError");
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
