import { createHash } from "node:crypto";
import type { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { BucketConfig } from "../env";
import type { ObjectMetadata, ObjectStore } from "./object-store";

/** What the copy command (`storage-copy.ts`) needs of a bucket beyond the shop's own reads and writes. */
export interface BucketListing {
  key: string;
  size: number;
  /** The ETag without its quotes: a single-part upload's MD5 in hex on S3 and its kin. */
  etag: string;
}

export interface Bucket extends ObjectStore {
  /** Every object under the prefix, a page of a thousand at a time. */
  list(prefix: string): AsyncGenerator<BucketListing>;
  /** Size and ETag of one object, or undefined when there is none. */
  head(key: string): Promise<Omit<BucketListing, "key"> | undefined>;
  /** The whole object, read into memory (to compare it with what was sent). */
  read(key: string): Promise<Buffer | undefined>;
  close(): void;
}

export class BucketUnreachableError extends Error {
  override name = "BucketUnreachableError";
}

/** A picture or photo is at most a few hundred KB: a bucket slower than this is failing. */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 3_000;

function isMissing(error: unknown): boolean {
  const failure = error as Partial<S3ServiceException>;
  return (
    failure.name === "NoSuchKey" ||
    failure.name === "NotFound" ||
    failure.$metadata?.httpStatusCode === 404
  );
}

export const md5Base64 = (bytes: Buffer) => createHash("md5").update(bytes).digest("base64");
export const md5Hex = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");
const unquoted = (etag: string | undefined) => (etag ?? "").replaceAll('"', "");

/**
 * A bucket on S3 or an S3-compatible server (Garage, SeaweedFS, a cloud's), through the AWS SDK
 * v3, loaded only when STORAGE_URL asks for it so a shop on disk never pays for it. Each object is
 * one PutObject with its Content-MD5, which the server checks: pictures are far below the 5 MB
 * where a multipart upload (@aws-sdk/lib-storage) would start to pay. Nothing is made public:
 * the shop reads the objects itself and sends them on, so the bucket stays private.
 */
export async function openBucket(config: BucketConfig): Promise<Bucket> {
  const s3 = await import("@aws-sdk/client-s3");
  const client: S3Client = new s3.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    },
    // Content-MD5 guards each upload; the CRC32 headers the SDK adds by default are refused by
    // some S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;
  const description = `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
  try {
    await client.send(new s3.HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const status = (error as Partial<S3ServiceException>).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? "it does not exist (create it first)"
        : status === 403
          ? "access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)"
          : (error as Error).message || (error as Error).name;
    throw new BucketUnreachableError(`The bucket ${description} cannot be used: ${reason}`);
  }

  return {
    description,

    async put(Key: string, bytes: Buffer, metadata: ObjectMetadata) {
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: md5Base64(bytes),
          ContentType: metadata.contentType,
          CacheControl: metadata.cacheControl,
        }),
      );
    },

    async get(Key) {
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
        return {
          size: object.ContentLength ?? 0,
          body: object.Body!.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(Key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },

    async *list(Prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          yield { key: object.Key!, size: object.Size ?? 0, etag: unquoted(object.ETag) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async head(Key) {
      try {
        const object = await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
        return { size: object.ContentLength ?? 0, etag: unquoted(object.ETag) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(Key) {
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    close: () => client.destroy(),
  };
}
