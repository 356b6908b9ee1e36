/**
 * Where stored files live, by key: `products/<name>` for product pictures (public, never
 * changed once written), `repairs/<name>` for customers' repair photos (private). The folders
 * of DATA_DIR/uploads on one machine (`disk-object-store.ts`), or a bucket that every instance
 * shares (`bucket-object-store.ts`, STORAGE_URL). The image rules on top are `images.ts`.
 */
export interface ObjectStore {
  /** Writes the whole object under its key; a reader never sees part of it. */
  put(key: string, bytes: Buffer, metadata: ObjectMetadata): Promise<void>;
  /** The object, streamed, or undefined when there is none under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; a key with none is no error. */
  delete(key: string): Promise<void>;
  /** Where the objects are, for messages: a folder, or s3://bucket. */
  readonly description: string;
}

export interface ObjectMetadata {
  contentType: string;
  /** What a cache between the store and a browser may do with it (a CDN in front of a bucket). */
  cacheControl: string;
}

export interface StoredObject {
  /** Bytes, sent as Content-Length. */
  size: number;
  /** The bytes; whoever gets it reads it to the end or cancels it. */
  body: ReadableStream<Uint8Array>;
}

export const PRODUCT_IMAGES_FOLDER = "products";
export const REPAIR_PHOTOS_FOLDER = "repairs";

/** Product pictures are named after their content, so a copy anywhere may be kept for good. */
export const PRODUCT_IMAGE_CACHE = "public, max-age=31536000, immutable";
/** Repair photos only ever reach a signed-in admin's browser. */
export const REPAIR_PHOTO_CACHE = "private, max-age=86400";
