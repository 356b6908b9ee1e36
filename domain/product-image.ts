/**
 * Product images the shop stores are square WebP files, kept at a few widths so a phone on a slow
 * network downloads the smallest one that looks sharp on its screen. The storage writes them and
 * the pages list them in `srcset` from these same rules.
 */
export const PRODUCT_IMAGE_URL_PREFIX = "/uploads/products/";

/** Width and height of the main copy; the one whose URL the product holds. */
export const PRODUCT_IMAGE_SIZE = 800;

/**
 * The large copy for wide, sharp screens (a desktop product page). Images stored before it existed
 * have none; the storage then serves the main copy under its name, so a srcset never breaks.
 */
export const PRODUCT_IMAGE_LARGE_SIZE = 1280;

/**
 * Every size stored for a product image, smallest first. Each copy fits inside the square of that
 * side, because the pages show product images in square frames; a smaller original is never
 * enlarged.
 */
export const PRODUCT_IMAGE_WIDTHS = [
  320,
  640,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_LARGE_SIZE,
] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** The file name of one stored width; the main copy has no width suffix. */
export function productImageFileName(hash: string, width: ProductImageWidth): string {
  return width === PRODUCT_IMAGE_SIZE ? `${hash}.webp` : `${hash}-${width}.webp`;
}

export interface ProductImageSources {
  src: string;
  /** Only for images the shop stored itself: an external address has no smaller copies. */
  srcSet?: string;
  width: typeof PRODUCT_IMAGE_SIZE;
  height: typeof PRODUCT_IMAGE_SIZE;
}

const STORED_IMAGE_URL = /^\/uploads\/products\/([a-f0-9]{32})\.webp$/;

/** Whether the URL names a full-size image the shop stored itself (an upload or the demo art). */
export function isStoredProductImageUrl(url: string): boolean {
  return STORED_IMAGE_URL.test(url);
}

/**
 * The `<img>` attributes for a product image URL. `displayWidths` limits the `srcset` to the
 * stored widths worth offering where the image is shown (a thumbnail needs no 800 px copy); widths
 * the shop does not store are ignored.
 */
export function productImageSources(
  url: string,
  displayWidths: readonly number[] = PRODUCT_IMAGE_WIDTHS,
): ProductImageSources {
  const sources = { src: url, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE } as const;
  const hash = STORED_IMAGE_URL.exec(url)?.[1];
  const widths = PRODUCT_IMAGE_WIDTHS.filter((width) => displayWidths.includes(width));
  if (!hash || widths.length === 0) return sources;
  const srcSet = widths
    .map((width) => `${PRODUCT_IMAGE_URL_PREFIX}${productImageFileName(hash, width)} ${width}w`)
    .join(", ");
  return { ...sources, srcSet };
}
