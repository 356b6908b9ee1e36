import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  PRODUCT_IMAGE_LARGE_SIZE,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_WIDTHS,
  productImageFileName,
} from "../../domain/product-image";
import { checkImage, encodeProductImage, encodeRepairPhoto } from "./image-jobs";
import { PRODUCT_IMAGE_URL_PREFIX, type ImageStorage, type StoredImage } from "./image-storage";

const otherWidths = PRODUCT_IMAGE_WIDTHS.filter((width) => width !== PRODUCT_IMAGE_SIZE);
const STORED_NAME = new RegExp(`^([a-f0-9]{32})(?:-(${otherWidths.join("|")}))?\\.webp$`);

const REPAIR_PHOTO_NAME = /^[a-f0-9]{32}\.webp$/;

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
    checkProductImage: checkImage,

    async saveProductImage(bytes) {
      const widths = await encodeProductImage(bytes);
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
      const encoded = await encodeRepairPhoto(bytes);
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
