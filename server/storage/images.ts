import { createHash, randomUUID } from "node:crypto";
import {
  PRODUCT_IMAGE_LARGE_SIZE,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_WIDTHS,
  productImageFileName,
} from "../../domain/product-image";
import { createDiskObjectStore } from "./disk-object-store";
import { checkImage, encodeProductImage, encodeRepairPhoto } from "./image-jobs";
import { PRODUCT_IMAGE_URL_PREFIX, type ImageStorage, type StoredImage } from "./image-storage";
import {
  PRODUCT_IMAGE_CACHE,
  PRODUCT_IMAGES_FOLDER,
  REPAIR_PHOTO_CACHE,
  REPAIR_PHOTOS_FOLDER,
  type ObjectStore,
} from "./object-store";

const otherWidths = PRODUCT_IMAGE_WIDTHS.filter((width) => width !== PRODUCT_IMAGE_SIZE);
/** The names `saveProductImage` gives; nothing else is looked up. */
export const PRODUCT_IMAGE_NAME = new RegExp(
  `^([a-f0-9]{32})(?:-(${otherWidths.join("|")}))?\\.webp$`,
);
/** The names `saveRepairPhoto` gives. */
export const REPAIR_PHOTO_NAME = /^[a-f0-9]{32}\.webp$/;

const WEBP = "image/webp";
const productKey = (name: string) => `${PRODUCT_IMAGES_FOLDER}/${name}`;
const repairKey = (name: string) => `${REPAIR_PHOTOS_FOLDER}/${name}`;

/** The image rules (encoding, names, privacy) over any object store: DATA_DIR or a bucket. */
export function createImageStorage(store: ObjectStore): ImageStorage {
  const found = async (key: string): Promise<StoredImage | undefined> => {
    const object = await store.get(key);
    return object && { ...object, contentType: WEBP };
  };

  const saveEncodedProductImage: ImageStorage["saveEncodedProductImage"] = async (widths) => {
    const full = widths.get(PRODUCT_IMAGE_SIZE)!;
    // Named after the full-size output rather than the input, so new encoder settings give new
    // names instead of changing files browsers were told to keep forever.
    const hash = createHash("sha256").update(full).digest("hex").slice(0, 32);
    const metadata = { contentType: WEBP, cacheControl: PRODUCT_IMAGE_CACHE };
    // A smaller source is never enlarged, yet every width is written, so a srcset built from
    // the name alone never points at a missing file.
    await Promise.all(
      otherWidths.map((width) =>
        store.put(productKey(productImageFileName(hash, width)), widths.get(width)!, metadata),
      ),
    );
    // The main copy goes last: once its URL exists, so do the other copies it lists.
    const name = productImageFileName(hash, PRODUCT_IMAGE_SIZE);
    await store.put(productKey(name), full, metadata);
    return `${PRODUCT_IMAGE_URL_PREFIX}${name}`;
  };

  return {
    checkProductImage: checkImage,

    async saveProductImage(bytes) {
      return saveEncodedProductImage(await encodeProductImage(bytes));
    },

    saveEncodedProductImage,

    async saveRepairPhoto(bytes) {
      const encoded = await encodeRepairPhoto(bytes);
      // A random name: a customer's photo must not be found by anyone who guesses its content.
      const name = `${randomUUID().replaceAll("-", "")}.webp`;
      await store.put(repairKey(name), encoded, {
        contentType: WEBP,
        cacheControl: REPAIR_PHOTO_CACHE,
      });
      return name;
    },

    async findRepairPhoto(name) {
      return REPAIR_PHOTO_NAME.test(name) ? found(repairKey(name)) : undefined;
    },

    async deleteProductImage(url) {
      if (!url.startsWith(PRODUCT_IMAGE_URL_PREFIX)) return;
      const match = PRODUCT_IMAGE_NAME.exec(url.slice(PRODUCT_IMAGE_URL_PREFIX.length));
      if (!match) return;
      const hash = match[1]!;
      // The main copy first: once its URL is gone, nothing lists the other widths.
      await store.delete(productKey(productImageFileName(hash, PRODUCT_IMAGE_SIZE)));
      await Promise.all(
        otherWidths.map((width) => store.delete(productKey(productImageFileName(hash, width)))),
      );
    },

    async deleteRepairPhoto(name) {
      if (REPAIR_PHOTO_NAME.test(name)) await store.delete(repairKey(name));
    },

    async find(name) {
      const match = PRODUCT_IMAGE_NAME.exec(name);
      if (!match) return undefined;
      const image = await found(productKey(name));
      if (image) return image;
      // Stored before the large copy existed: the main copy is the largest there is.
      const [, hash, width] = match;
      if (width !== String(PRODUCT_IMAGE_LARGE_SIZE)) return undefined;
      return found(productKey(productImageFileName(hash!, PRODUCT_IMAGE_SIZE)));
    },
  };
}

/** DATA_DIR/uploads: what a shop on one machine uses, and what the demo's pictures are drawn into. */
export function createLocalDiskStorage(dataDir: string): ImageStorage {
  return createImageStorage(createDiskObjectStore(dataDir));
}
