import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ObjectStore } from "./object-store";

/** DATA_DIR/uploads: the store of a shop on one machine, and the default. */
export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Keys are `folder/name` under DATA_DIR/uploads, the layout shops have always had. */
export function createDiskObjectStore(dataDir: string): ObjectStore {
  const root = uploadsFolder(dataDir);
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    description: root,

    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash mid-write never leaves a truncated file under its final
      // name; the partial name is unique because two products may save the same picture at once.
      const partial = `${file}.${randomUUID()}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },

    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return undefined;
        size = stat.size;
      } catch {
        return undefined;
      }
      return {
        size,
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      };
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
