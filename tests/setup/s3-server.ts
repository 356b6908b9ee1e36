import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server on this machine for the tests (s3rver: it speaks S3's REST API and
 * checks SigV4 signatures, on 127.0.0.1 only), with one empty bucket. The shop reaches it through
 * the AWS SDK exactly as it would reach Garage, SeaweedFS or AWS.
 */
export interface TestBucket {
  bucket: string;
  endpoint: string;
  /** The variables that point a shop (or `npm run storage:copy`) at the bucket. */
  env: Record<string, string>;
  /** The bucket's objects as s3rver keeps them on disk: key -> bytes. */
  objects(): Promise<Map<string, Buffer>>;
  close(): Promise<void>;
}

/** s3rver's built-in account: it refuses requests signed with any other. */
const ACCESS_KEY = "S3RVER";

export async function startTestBucket(bucket = "shop-pictures"): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async objects() {
      const objects = new Map<string, Buffer>();
      const root = path.join(directory, bucket);
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        // s3rver keeps each object's bytes in `<key>._S3rver_object` beside its metadata.
        if (!entry.isFile() || !entry.name.endsWith("._S3rver_object")) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).replace(/\._S3rver_object$/, "");
        objects.set(key.split(path.sep).join("/"), await fs.readFile(file));
      }
      return objects;
    },
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
