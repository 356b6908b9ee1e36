export const IMAGE_TYPES = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

export interface StoredImage {
  /** Absolute path of the file on disk. */
  file: string;
  contentType: string;
}

/**
 * Where product images live. Local disk today; an object store later only needs these methods.
 * Names are derived from the content, so a stored image never changes and can be cached forever.
 */
export interface ImageStorage {
  /** Stores the bytes and returns the public URL path of the image. */
  save(bytes: Buffer, extension: ImageExtension): Promise<string>;
  /** The stored image behind a public file name, or undefined for unknown or malformed names. */
  find(name: string): Promise<StoredImage | undefined>;
}

export const PRODUCT_IMAGE_URL_PREFIX = "/uploads/products/";
