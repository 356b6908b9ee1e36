/**
 * Everything the shop does with sharp (libvips), run only inside the image worker process
 * (`image-worker.ts`), never in the server itself: see `image-jobs.ts` for why.
 */
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../../domain/image-upload";
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from "../../domain/product-image";
import { ImageTooLargeError, UnreadableImageError } from "./image-storage";

// No operation cache: an upload's images never come again, so what libvips would keep of them is
// only memory held. One libvips thread per image: the worker takes at most one of the shop's two
// cores, and the server keeps the other for its customers.
sharp.cache(false);
sharp.concurrency(1);

const WEBP_QUALITY = 82;
const LARGEST_WIDTH = Math.max(...PRODUCT_IMAGE_WIDTHS);

/** Wide enough to read a model sticker, small enough for the owner's phone on a slow network. */
export const REPAIR_PHOTO_WIDTH = 1600;

export async function checkImage(bytes: Uint8Array): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { pages: 1 }).metadata());
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
  if (!width || !height) throw new UnreadableImageError();
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(width * height);
}

/** The product image as WebP at every stored width, in the order of `PRODUCT_IMAGE_WIDTHS`. */
export async function encodeProductImage(
  bytes: Uint8Array,
): Promise<Record<ProductImageWidth, Uint8Array>> {
  await checkImage(bytes);
  try {
    // Only the first frame of an animated GIF or WebP is kept: a product photo does not move.
    // sharp drops EXIF by default, so a phone photo's location never reaches the customers. The
    // photo is decoded once, into pixels at the largest stored width, and every copy is made from
    // those: a big photo is never decoded once per width.
    const { data, info } = await sharp(bytes, {
      pages: 1,
      autoOrient: true,
      limitInputPixels: MAX_IMAGE_PIXELS,
    })
      .resize(LARGEST_WIDTH, LARGEST_WIDTH, { fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const largest = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    const encoded = {} as Record<ProductImageWidth, Uint8Array>;
    // One width after the other, so the worker never holds more than one core.
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      encoded[width] = await largest
        .clone()
        .resize(width, width, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    }
    return encoded;
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
}

export async function encodeRepairPhoto(bytes: Uint8Array): Promise<Uint8Array> {
  await checkImage(bytes);
  try {
    // sharp writes no metadata unless asked, so the photo's EXIF (location, phone) is dropped.
    return await sharp(bytes, { pages: 1, autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(REPAIR_PHOTO_WIDTH, REPAIR_PHOTO_WIDTH, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
}

export interface IconDrawing {
  svg: Uint8Array;
  /** The width of the SVG's own coordinate system, to render it at `markSize` pixels. */
  svgSize: number;
  size: number;
  /** The drawn mark's side; less than `size` on a coloured square (maskable and Apple icons). */
  markSize: number;
  /** The square's colour behind a smaller mark. */
  background: string;
}

/** A square PNG icon drawn from an SVG mark. */
export async function drawIcon(icon: IconDrawing): Promise<Uint8Array> {
  const mark = await sharp(icon.svg, { density: (72 * icon.markSize) / icon.svgSize })
    .resize(icon.markSize, icon.markSize)
    .png()
    .toBuffer();
  if (icon.markSize === icon.size) return mark;
  return sharp({
    create: { width: icon.size, height: icon.size, channels: 4, background: icon.background },
  })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
}
