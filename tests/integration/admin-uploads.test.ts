import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { MAX_IMAGE_BYTES } from "../../domain/image-upload";
import { signInAdmin } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

function picture(background: string) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background } });
}

function upload(...files: { name: string; bytes: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      "file",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }),
    );
  }
  return shop.app.request("http://localhost/api/admin/uploads", {
    method: "POST",
    headers: admin.headers,
    body: form,
  });
}

/**
 * A valid white PNG of any size in a few kilobytes: one bit per pixel, rows of zeros deflated.
 * Made by hand because sharp takes tens of seconds to encode 256 megapixels.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // no filter
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function storedFiles(): string[] {
  const folder = path.join(shop.config.dataDir, "uploads", "products");
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

async function uploadedUrls(response: Response): Promise<string[]> {
  const body = (await response.json()) as { images: { name: string; url: string }[] };
  return body.images.map((image) => image.url);
}

describe("POST /api/admin/uploads", () => {
  it("accepts a PNG named .txt as a PNG, by its content, and stores WebP copies", async () => {
    const png = await picture("#16a34a").png().toBuffer();
    const response = await upload({ name: "scan.txt", bytes: png, type: "text/plain" });
    expect(response.status).toBe(201);
    const [url] = await uploadedUrls(response);
    expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
    const served = await shop.app.request(url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    const { format, width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format, width }).toEqual({ format: "webp", width: 800 });
  });

  it("refuses a text file named .jpg, naming it, and stores nothing", async () => {
    const before = storedFiles();
    const response = await upload({
      name: "price-list.jpg",
      bytes: Buffer.from("Voltas AC 32990\nLG TV 45990\n"),
      type: "image/jpeg",
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      '"price-list.jpg" is not a JPG, PNG, GIF or WebP image',
    );
    expect(storedFiles()).toEqual(before);
  });

  it("refuses an SVG and a renamed executable, naming each", async () => {
    const before = storedFiles();
    const response = await upload(
      {
        name: "logo.svg",
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        type: "image/svg+xml",
      },
      {
        name: "photo.png",
        bytes: Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00"),
        type: "image/png",
      },
    );
    expect(response.status).toBe(400);
    const { message } = await errorOf(response);
    expect(message).toContain('"logo.svg"');
    expect(message).toContain('"photo.png"');
    expect(storedFiles()).toEqual(before);
  });

  it("refuses 11 files at once and stores none of them", async () => {
    const before = storedFiles();
    const jpeg = await picture("#dc2626").jpeg().toBuffer();
    const files = Array.from({ length: 11 }, (_, index) => ({
      name: `photo-${index + 1}.jpg`,
      bytes: jpeg,
    }));
    const response = await upload(...files);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/11 files .* at most 10/);
    expect(storedFiles()).toEqual(before);
  });

  it("takes a file of exactly 10,000,000 bytes and refuses one of 10,000,001 with 413", async () => {
    const jpeg = await picture("#7c3aed").jpeg().toBuffer();
    const exactly = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES - jpeg.length)]);
    expect((await upload({ name: "big.jpg", bytes: exactly })).status).toBe(201);

    const before = storedFiles();
    const over = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
    const response = await upload({ name: "too-big.jpg", bytes: over });
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.code).toBe("payload_too_large");
    expect(error.message).toContain('"too-big.jpg"');
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a 16000 × 16000 image, naming it, before decoding it, and stores nothing of the batch", async () => {
    const huge = blankPng(16_000, 16_000);
    expect(await sharp(huge).metadata()).toMatchObject({ format: "png", width: 16_000 });
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const before = storedFiles();
    const response = await upload(
      { name: "fine.jpg", bytes: await picture("#65a30d").jpeg().toBuffer() },
      { name: "poster.png", bytes: huge },
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(
      '"poster.png": the image is too large (256 megapixels; at most 40)',
    );
    expect(storedFiles()).toEqual(before);
  });

  it("stores several files in the order sent, GIF and WebP included", async () => {
    const response = await upload(
      { name: "a.gif", bytes: await picture("#0891b2").gif().toBuffer() },
      { name: "b.webp", bytes: await picture("#ca8a04").webp().toBuffer() },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { images: { name: string }[] };
    expect(body.images.map((image) => image.name)).toEqual(["a.gif", "b.webp"]);
  });

  it("removes EXIF and GPS data from a phone photo", async () => {
    const photo = await picture("#be123c")
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo", Copyright: "Owner" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const [url] = await uploadedUrls(await upload({ name: "IMG_0001.jpg", bytes: photo }));
    const stored = await shop.storage.find(path.basename(url!));
    const metadata = await sharp(
      Buffer.from(await new Response(stored!.body).arrayBuffer()),
    ).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it("refuses a request without a file", async () => {
    const response = await shop.app.request("http://localhost/api/admin/uploads", {
      method: "POST",
      headers: admin.headers,
      body: new FormData(),
    });
    expect(response.status).toBe(400);
  });
});
