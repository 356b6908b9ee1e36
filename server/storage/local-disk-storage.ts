import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  IMAGE_TYPES,
  PRODUCT_IMAGE_URL_PREFIX,
  type ImageExtension,
  type ImageStorage,
  type StoredImage,
} from "./image-storage";

const STORED_NAME = /^([a-f0-9]{32})\.(webp|jpg|png|gif)$/;

export function createLocalDiskStorage(dataDir: string): ImageStorage {
  const folder = path.join(dataDir, "uploads", "products");

  return {
    async save(bytes, extension) {
      const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, name);
      // Write then rename, so a crash mid-write never leaves a truncated image under its final name.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
      return `${PRODUCT_IMAGE_URL_PREFIX}${name}`;
    },

    async find(name): Promise<StoredImage | undefined> {
      const match = STORED_NAME.exec(name);
      if (!match) return undefined;
      const file = path.join(folder, name);
      try {
        await fs.access(file);
      } catch {
        return undefined;
      }
      return { file, contentType: IMAGE_TYPES[match[2] as ImageExtension] };
    },
  };
}
