import type { StorageConfig } from "../env";
import { openBucket } from "./bucket-object-store";
import { createDiskObjectStore } from "./disk-object-store";
import type { ImageStorage } from "./image-storage";
import { createImageStorage } from "./images";

export interface OpenedStorage {
  images: ImageStorage;
  /** DATA_DIR/uploads, or s3://bucket at its endpoint: for the start banner and the backups. */
  description: string;
  kind: StorageConfig["kind"];
  close(): void;
}

/** STORAGE_URL's bucket, checked reachable before the shop opens, or DATA_DIR/uploads. */
export async function openImageStorage(
  config: StorageConfig,
  dataDir: string,
): Promise<OpenedStorage> {
  if (config.kind === "disk") {
    const store = createDiskObjectStore(dataDir);
    return {
      images: createImageStorage(store),
      description: store.description,
      kind: "disk",
      close: () => {},
    };
  }
  const bucket = await openBucket(config);
  return {
    images: createImageStorage(bucket),
    description: bucket.description,
    kind: "bucket",
    close: () => bucket.close(),
  };
}
