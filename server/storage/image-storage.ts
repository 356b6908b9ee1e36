export { PRODUCT_IMAGE_URL_PREFIX } from "../../domain/product-image";

export interface StoredImage {
  /** Absolute path of the file on disk. */
  file: string;
  contentType: string;
}

/** The bytes given to `saveProductImage` are not an image the storage can decode. */
export class UnreadableImageError extends Error {
  constructor(options?: ErrorOptions) {
    super("The file is not an image that can be read", options);
    this.name = "UnreadableImageError";
  }
}

/**
 * Where product images live. Local disk today; an object store later only needs these methods.
 * Names are derived from the content, so a stored image never changes and can be cached forever.
 */
export interface ImageStorage {
  /**
   * Stores an image (JPEG, PNG, WebP, GIF, SVG or any other format sharp decodes) as WebP at every
   * width of `PRODUCT_IMAGE_WIDTHS`, without its metadata, and returns the public URL path of the
   * main copy. Callers choose what they let in: the admin upload API only JPEG, PNG, GIF and WebP
   * (judged by content), the demo seed its own SVG art.
   * Rejects with `UnreadableImageError` when the bytes do not decode.
   */
  saveProductImage(bytes: Buffer): Promise<string>;
  /** The stored image behind a public file name, or undefined for unknown or malformed names. */
  find(name: string): Promise<StoredImage | undefined>;
}
