import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { openShop, type Shop } from "../../server/shop";
import { openBucket } from "../../server/storage/bucket-object-store";
import { copyUploadsToBucket } from "../../server/storage/copy-to-bucket";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { compiledCommand } from "../setup/server-process";
import { startTestBucket, type TestBucket } from "../setup/s3-server";
import { createTestDatabase, databaseEnvOf, type TestDatabase } from "../setup/test-database";
import { createTestShop, type TestShop } from "../setup/test-shop";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * Pictures and repair photos in a bucket (STORAGE_URL), on a real S3-compatible server on this
 * machine (s3rver), reached through the AWS SDK as the shop reaches any bucket.
 */
let bucket: TestBucket;
let shop: TestShop;
let admin: AdminSession;
let address = 0;

beforeAll(async () => {
  bucket = await startTestBucket();
  shop = await createTestShop({ env: bucket.env });
  admin = await signInAdmin(shop);
});

afterAll(async () => {
  await shop?.close();
  await bucket?.close();
});

function photo(background: string) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

async function bookWithPhoto(mobile: string): Promise<string> {
  const { repair } = await shop.repairs.book(
    buildBooking({ customerMobile: mobile }),
    [{ name: "tv.jpg", bytes: await photo("#1d4ed8") }],
    `198.51.100.${(address += 1)}`,
  );
  const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
  const [name] = (await shop.repairDesk.details(id))!.photos;
  return name!;
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("pictures in a bucket", () => {
  it("stores an uploaded picture in the bucket, not on disk, and sends it with immutable caching", async () => {
    const form = new FormData();
    const bytes = await photo("#ca8a04");
    form.append("file", new File([new Uint8Array(bytes)], "ac.jpg", { type: "image/jpeg" }));
    const uploaded = await shop.app.request(`${TEST_ORIGIN}/api/admin/uploads`, {
      method: "POST",
      headers: admin.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { images } = (await uploaded.json()) as { images: { url: string }[] };
    const url = images[0]!.url;
    const name = path.basename(url);

    const objects = await bucket.objects();
    expect(objects.has(`products/${name}`)).toBe(true);
    expect(fs.existsSync(path.join(shop.config.dataDir, "uploads", "products"))).toBe(false);

    const served = await shop.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await bytesOf(served)).toEqual(objects.get(`products/${name}`));
    // The URL the shop hands out is its own: the page's img-src 'self' and the bucket stays private.
    expect(url.startsWith("/uploads/products/")).toBe(true);
    expect(
      (await shop.app.request("/uploads/products/0123456789abcdef0123456789abcdef.webp")).status,
    ).toBe(404);
  });

  it("keeps a repair photo in the bucket, reachable only through the shop with an admin session", async () => {
    const name = await bookWithPhoto("9829081111");
    expect((await bucket.objects()).has(`repairs/${name}`)).toBe(true);

    const photoPath = `${TEST_ORIGIN}/api/admin/repairs/photos/${name}`;
    expect((await shop.app.request(photoPath)).status).toBe(401);
    // Not under the public pictures' path either, whatever name is asked for.
    expect((await shop.app.request(`/uploads/products/${name}`)).status).toBe(404);
    expect((await shop.app.request(`/uploads/repairs/${name}`)).status).not.toBe(200);

    const seen = await shop.app.request(photoPath, { headers: admin.headers });
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Cache-Control")).not.toContain("public");
    expect(await bytesOf(seen)).toEqual((await bucket.objects()).get(`repairs/${name}`));

    // Nothing the shop tells the admin points at the bucket itself.
    const repairs = await shop.app.request(`${TEST_ORIGIN}/api/admin/repairs/export.csv`, {
      headers: admin.headers,
    });
    expect(await repairs.text()).not.toContain(bucket.endpoint);
  });

  it("deletes a customer's repair photos from the bucket when the customer is erased", async () => {
    const mobile = "9829082222";
    const first = await bookWithPhoto(mobile);
    const second = await bookWithPhoto(mobile);
    const kept = await bookWithPhoto("9829083333");

    await shop.customerErasure.erase(mobile, { id: 1, email: admin.email });

    const objects = await bucket.objects();
    expect(objects.has(`repairs/${first}`)).toBe(false);
    expect(objects.has(`repairs/${second}`)).toBe(false);
    expect(objects.has(`repairs/${kept}`)).toBe(true);
    const asked = await shop.app.request(`${TEST_ORIGIN}/api/admin/repairs/photos/${first}`, {
      headers: admin.headers,
    });
    expect(asked.status).toBe(404);
  });
});

const run = promisify(execFile);

describe("npm run storage:copy", () => {
  let testDatabase: TestDatabase;
  let target: TestBucket;
  let diskShop: Shop | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    target = await startTestBucket("copied-pictures");
  });

  afterAll(async () => {
    await diskShop?.close();
    await target?.close();
    await testDatabase?.drop();
  });

  const env = () => ({ NODE_ENV: "test", SEED_DEMO: "false", ...databaseEnvOf(testDatabase) });
  const copyCommand = () =>
    run(process.execPath, compiledCommand("storage", "copy"), {
      env: { ...process.env, ...env(), ...target.env },
    });

  it("copies a disk shop's pictures, resumes after an interruption, and the shop then serves them from the bucket", async () => {
    diskShop = await openShop(loadConfig(env()), { ensureAdmin: false });
    const urls = await Promise.all(
      ["#b91c1c", "#15803d", "#7c3aed"].map(async (colour) =>
        diskShop!.storage.saveProductImage(await photo(colour)),
      ),
    );
    const repairPhoto = await diskShop.storage.saveRepairPhoto(await photo("#0f766e"));
    await diskShop.close();
    diskShop = undefined;
    const uploads = path.join(testDatabase.dataDir, "uploads");
    const files = fs.readdirSync(path.join(uploads, "products")).length + 1;

    // Cut off after its first file, as Ctrl+C or a lost connection would.
    const config = loadConfig({ ...env(), ...target.env });
    const opened = await openBucket(
      config.storage as Extract<typeof config.storage, { kind: "bucket" }>,
    );
    const stop = new AbortController();
    const interrupted = await copyUploadsToBucket({
      dataDir: testDatabase.dataDir,
      bucket: opened,
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    opened.close();
    expect(interrupted.interrupted).toBe(true);
    expect(interrupted.copied).toBeGreaterThan(0);
    expect(interrupted.copied).toBeLessThan(files);

    const resumed = await copyCommand();
    expect(resumed.stdout).toContain(`Done: ${files - interrupted.copied} copied`);
    expect(resumed.stdout).toContain(
      `${interrupted.copied} already in the bucket, of ${files} files`,
    );
    const objects = await target.objects();
    for (const name of fs.readdirSync(path.join(uploads, "products"))) {
      expect(objects.get(`products/${name}`)).toEqual(
        fs.readFileSync(path.join(uploads, "products", name)),
      );
    }
    expect(objects.get(`repairs/${repairPhoto}`)).toEqual(
      fs.readFileSync(path.join(uploads, "repairs", repairPhoto)),
    );

    const again = await copyCommand();
    expect(again.stdout).toContain(`Done: 0 copied (0.0 MB), ${files} already in the bucket`);

    // The disk copies gone, the shop on the bucket still shows every picture.
    fs.rmSync(uploads, { recursive: true });
    diskShop = await openShop(loadConfig({ ...env(), ...target.env }), { ensureAdmin: false });
    const app = createApp(diskShop);
    for (const url of urls) {
      const served = await app.request(url);
      expect(served.status).toBe(200);
      expect(await bytesOf(served)).toEqual(objects.get(`products/${path.basename(url)}`));
    }
    expect(await diskShop.storage.findRepairPhoto(repairPhoto)).toBeDefined();
  });

  it("refuses to run without a bucket, naming STORAGE_URL", async () => {
    await expect(
      run(process.execPath, compiledCommand("storage", "copy"), {
        env: { ...process.env, ...env() },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("STORAGE_URL is not set") });
  });
});
