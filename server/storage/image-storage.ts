import type { ProductImageWidth } from "../../domain/product-image";

export { PRODUCT_IMAGE_URL_PREFIX } from "../../domain/product-image";

/** A stored image as it is sent: its bytes streamed from the disk or the bucket. */
export interface StoredImage {
  contentType: string;
  /** Bytes, sent as Content-Length. */
  size: number;
  /** Read it to the end (send it) or cancel it. */
  body: ReadableStream<Uint8Array>;
}

/** The bytes given to `saveProductImage` are not an image the storage can decode. */
export class UnreadableImageError extends Error {
  constructor(options?: ErrorOptions) {
    super("The file is not an image that can be read", options);
    this.name = "UnreadableImageError";
  }
}

/** The image has more pixels than `MAX_IMAGE_PIXELS`; nothing of it was decoded. */
export class ImageTooLargeError extends Error {
  constructor(readonly pixels: number) {
    super(`The image has ${pixels} pixels, more than the shop decodes`);
    this.name = "ImageTooLargeError";
  }
}

/**
 * Where product images and repair photos live: DATA_DIR/uploads, or a bucket every instance
 * shares (STORAGE_URL; `images.ts` over an `ObjectStore`). Names are derived from the content, so
 * a stored image never changes and can be cached forever.
 */
export interface ImageStorage {
  /**
   * Stores an image (JPEG, PNG, WebP, GIF, SVG or any other format sharp decodes) as WebP at every
   * width of `PRODUCT_IMAGE_WIDTHS`, without its metadata, and returns the public URL path of the
   * main copy. Callers choose what they let in: the admin upload API only JPEG, PNG, GIF and WebP
   * (judged by content), the demo seed its own SVG art.
   * Rejects with `UnreadableImageError` when the bytes do not decode, and with
   * `ImageTooLargeError` beyond `MAX_IMAGE_PIXELS`. Images are decoded one at a time, however
   * many arrive at once, so memory stays bounded.
   */
  saveProductImage(bytes: Buffer): Promise<string>;
  /**
   * Stores an image `saveProductImage` would make of some bytes, already encoded at every width
   * (the demo's pictures, drawn when the shop is built), under the same name it would give.
   */
  saveEncodedProductImage(widths: ReadonlyMap<ProductImageWidth, Buffer>): Promise<string>;
  /**
   * The checks `saveProductImage` makes that need only the image's header (is it an image, how
   * many pixels), so a caller storing several can refuse them all before storing any.
   */
  checkProductImage(bytes: Buffer): Promise<void>;
  /** The stored image behind a public file name, or undefined for unknown or malformed names. */
  find(name: string): Promise<StoredImage | undefined>;
  /**
   * Stores a customer's photo of a broken appliance as one WebP of at most `REPAIR_PHOTO_WIDTH`,
   * re-encoded without its metadata (a phone photo carries where it was taken), and returns its
   * file name. Repair photos are private: they are kept apart from product images and served
   * only to a signed-in admin. Same refusals as `saveProductImage`.
   */
  saveRepairPhoto(bytes: Buffer): Promise<string>;
  /** A stored repair photo by the name `saveRepairPhoto` gave, or undefined. */
  findRepairPhoto(name: string): Promise<StoredImage | undefined>;
  /**
   * Removes a product image, every width of it, by the URL `saveProductImage` gave; an unknown or
   * foreign URL is no error. Callers first make sure no product still shows it.
   */
  deleteProductImage(url: string): Promise<void>;
  /** Removes a repair photo no repair came to use; an unknown name is no error. */
  deleteRepairPhoto(name: string): Promise<void>;
}
