import fs from "node:fs/promises";
import path from "node:path";
import { md5Hex, type Bucket } from "./bucket-object-store";
import { uploadsFolder } from "./disk-object-store";
import { PRODUCT_IMAGE_NAME, REPAIR_PHOTO_NAME } from "./images";
import {
  PRODUCT_IMAGE_CACHE,
  PRODUCT_IMAGES_FOLDER,
  REPAIR_PHOTO_CACHE,
  REPAIR_PHOTOS_FOLDER,
  type ObjectMetadata,
} from "./object-store";

/** What each folder of DATA_DIR/uploads holds and how its objects are stored in the bucket. */
const FOLDERS: { folder: string; name: RegExp; metadata: ObjectMetadata }[] = [
  {
    folder: PRODUCT_IMAGES_FOLDER,
    name: PRODUCT_IMAGE_NAME,
    metadata: { contentType: "image/webp", cacheControl: PRODUCT_IMAGE_CACHE },
  },
  {
    folder: REPAIR_PHOTOS_FOLDER,
    name: REPAIR_PHOTO_NAME,
    metadata: { contentType: "image/webp", cacheControl: REPAIR_PHOTO_CACHE },
  },
];

/** Files copied at once: a bucket over the internet answers each in tens of milliseconds. */
const AT_ONCE = 4;

export type CopyOutcome = "copied" | "already there";

export interface CopyProgress {
  key: string;
  outcome: CopyOutcome;
  bytes: number;
  /** Files done so far, this one included, and how many there are. */
  done: number;
  total: number;
}

export interface CopySummary {
  total: number;
  copied: number;
  alreadyThere: number;
  bytesCopied: number;
  /** Files in the folders that are no picture or photo of the shop (left where they are). */
  ignored: string[];
  /** Stopped by the signal before every file was done; a second run copies the rest. */
  interrupted: boolean;
}

export class CopyVerificationError extends Error {
  override name = "CopyVerificationError";
}

interface LocalFile {
  key: string;
  file: string;
  metadata: ObjectMetadata;
}

async function localFiles(dataDir: string): Promise<{ files: LocalFile[]; ignored: string[] }> {
  const files: LocalFile[] = [];
  const ignored: string[] = [];
  for (const { folder, name, metadata } of FOLDERS) {
    const directory = path.join(uploadsFolder(dataDir), folder);
    const entries = await fs.readdir(directory, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isFile() && name.test(entry.name)) {
        files.push({ key: relative, file: path.join(directory, entry.name), metadata });
      } else ignored.push(relative);
    }
  }
  return { files: files.sort((a, b) => a.key.localeCompare(b.key)), ignored };
}

/**
 * Whether the bucket holds exactly these bytes under the key: the same size and an ETag that is
 * their MD5 (a single-part upload's, on S3 and the servers that copy it); with any other ETag
 * (server-side encryption with KMS, a multipart copy) the object is read back and compared.
 */
async function holds(
  bucket: Bucket,
  key: string,
  bytes: Buffer,
  listed: { size: number; etag: string } | undefined,
): Promise<boolean> {
  if (!listed || listed.size !== bytes.length) return false;
  if (/^[a-f0-9]{32}$/.test(listed.etag)) return listed.etag === md5Hex(bytes);
  const stored = await bucket.read(key);
  return stored !== undefined && stored.equals(bytes);
}

/**
 * `npm run storage:copy`: copies the pictures and repair photos of DATA_DIR/uploads into the
 * bucket under the same keys the shop reads, and checks each one there afterwards. What the
 * bucket already holds, byte for byte, is skipped, so an interrupted run (the signal, a lost
 * connection) is simply run again. Files are only read: the shop may keep running meanwhile.
 */
export async function copyUploadsToBucket(options: {
  dataDir: string;
  bucket: Bucket;
  onProgress?: (progress: CopyProgress) => void;
  signal?: AbortSignal;
}): Promise<CopySummary> {
  const { dataDir, bucket, onProgress, signal } = options;
  const { files, ignored } = await localFiles(dataDir);
  const inBucket = new Map<string, { size: number; etag: string }>();
  for (const { folder } of FOLDERS) {
    for await (const object of bucket.list(`${folder}/`)) inBucket.set(object.key, object);
  }
  const summary: CopySummary = {
    total: files.length,
    copied: 0,
    alreadyThere: 0,
    bytesCopied: 0,
    ignored,
    interrupted: false,
  };
  let next = 0;
  const copyOne = async ({ key, file, metadata }: LocalFile) => {
    const bytes = await fs.readFile(file);
    let outcome: CopyOutcome = "already there";
    if (!(await holds(bucket, key, bytes, inBucket.get(key)))) {
      await bucket.put(key, bytes, metadata);
      if (!(await holds(bucket, key, bytes, await bucket.head(key)))) {
        throw new CopyVerificationError(
          `${key}: the bucket does not hold what was sent (its size or checksum differs)`,
        );
      }
      outcome = "copied";
      summary.copied += 1;
      summary.bytesCopied += bytes.length;
    } else summary.alreadyThere += 1;
    onProgress?.({
      key,
      outcome,
      bytes: bytes.length,
      done: summary.copied + summary.alreadyThere,
      total: files.length,
    });
  };
  const worker = async () => {
    while (next < files.length) {
      if (signal?.aborted) {
        summary.interrupted = true;
        return;
      }
      await copyOne(files[next++]!);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return summary;
}
