import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type Sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../../domain/image-upload";
import {
  PRODUCT_IMAGE_LARGE_SIZE,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_WIDTHS,
  productImageFileName,
  type ProductImageWidth,
} from "../../domain/product-image";
import {
  ImageTooLargeError,
  PRODUCT_IMAGE_URL_PREFIX,
  UnreadableImageError,
  type ImageStorage,
  type StoredImage,
} from "./image-storage";
import { workQueue } from "./work-queue";

const otherWidths = PRODUCT_IMAGE_WIDTHS.filter((width) => width !== PRODUCT_IMAGE_SIZE);
const STORED_NAME = new RegExp(`^([a-f0-9]{32})(?:-(${otherWidths.join("|")}))?\\.webp$`);

const WEBP_QUALITY = 82;
const LARGEST_WIDTH = Math.max(...PRODUCT_IMAGE_WIDTHS);

let loadedSharp: Promise<typeof Sharp> | undefined;

/**
 * Loaded on the first image only: libvips costs a running shop tens of megabytes it may never
 * use. Its operation cache is off, so the memory of one upload's images is given back at once
 * instead of being kept for images that never come again.
 */
function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/** One image decoded at a time in the whole process, however many admins upload at once. */
const imageWork = workQueue(1);

async function checkPixels(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
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

async function encodeWidths(bytes: Buffer): Promise<Map<ProductImageWidth, Buffer>> {
  await checkPixels(bytes);
  const sharp = await loadSharp();
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
    const encoded = await Promise.all(
      PRODUCT_IMAGE_WIDTHS.map((width) =>
        largest
          .clone()
          .resize(width, width, { fit: "inside", withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      ),
    );
    return new Map(PRODUCT_IMAGE_WIDTHS.map((width, index) => [width, encoded[index]!]));
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
}

/** Wide enough to read a model sticker, small enough for the owner's phone on a slow network. */
export const REPAIR_PHOTO_WIDTH = 1600;
const REPAIR_PHOTO_NAME = /^[a-f0-9]{32}\.webp$/;

async function encodeRepairPhoto(bytes: Buffer): Promise<Buffer> {
  await checkPixels(bytes);
  const sharp = await loadSharp();
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

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export function createLocalDiskStorage(dataDir: string): ImageStorage {
  const folder = path.join(dataDir, "uploads", "products");
  const repairFolder = path.join(dataDir, "uploads", "repairs");

  async function write(name: string, bytes: Buffer, into = folder): Promise<void> {
    const file = path.join(into, name);
    // Write then rename, so a crash mid-write never leaves a truncated image under its final name;
    // the partial name is unique because two products may save the same picture at once.
    const partial = `${file}.${randomUUID()}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  return {
    checkProductImage: checkPixels,

    async saveProductImage(bytes) {
      const widths = await imageWork(() => encodeWidths(bytes));
      const full = widths.get(PRODUCT_IMAGE_SIZE)!;
      // Named after the full-size output rather than the input, so new encoder settings give new
      // names instead of changing files browsers were told to keep forever.
      const hash = createHash("sha256").update(full).digest("hex").slice(0, 32);
      await fs.mkdir(folder, { recursive: true });
      // A smaller source is never enlarged, yet every width is written, so a srcset built from
      // the name alone never points at a missing file.
      await Promise.all(
        otherWidths.map((width) => write(productImageFileName(hash, width), widths.get(width)!)),
      );
      // The main copy goes last: once its URL exists, so do the other copies it lists.
      const name = productImageFileName(hash, PRODUCT_IMAGE_SIZE);
      await write(name, full);
      return `${PRODUCT_IMAGE_URL_PREFIX}${name}`;
    },

    async saveRepairPhoto(bytes) {
      const encoded = await imageWork(() => encodeRepairPhoto(bytes));
      // A random name: a customer's photo must not be found by anyone who guesses its content.
      const name = `${randomUUID().replaceAll("-", "")}.webp`;
      await fs.mkdir(repairFolder, { recursive: true });
      await write(name, encoded, repairFolder);
      return name;
    },

    async findRepairPhoto(name) {
      if (!REPAIR_PHOTO_NAME.test(name)) return undefined;
      const file = path.join(repairFolder, name);
      return (await exists(file)) ? { file, contentType: "image/webp" } : undefined;
    },

    async deleteRepairPhoto(name) {
      if (!REPAIR_PHOTO_NAME.test(name)) return;
      await fs.rm(path.join(repairFolder, name), { force: true });
    },

    async find(name): Promise<StoredImage | undefined> {
      const match = STORED_NAME.exec(name);
      if (!match) return undefined;
      if (await exists(path.join(folder, name))) {
        return { file: path.join(folder, name), contentType: "image/webp" };
      }
      // Stored before the large copy existed: the main copy is the largest there is.
      const [, hash, width] = match;
      if (width !== String(PRODUCT_IMAGE_LARGE_SIZE)) return undefined;
      const main = path.join(folder, productImageFileName(hash!, PRODUCT_IMAGE_SIZE));
      return (await exists(main)) ? { file: main, contentType: "image/webp" } : undefined;
    },
  };
}
