import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UnreadableImageError, type ImageStorage } from "./image-storage";
import { createLocalDiskStorage } from "./images";

let dataDir: string;
let storage: ImageStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-storage-"));
  storage = createLocalDiskStorage(dataDir);
});

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#2563eb" } });
}

async function storedBytes(name: string): Promise<Buffer | undefined> {
  const stored = await storage.find(name);
  if (!stored) return undefined;
  expect(stored.contentType).toBe("image/webp");
  const bytes = Buffer.from(await new Response(stored.body).arrayBuffer());
  expect(bytes.length).toBe(stored.size);
  return bytes;
}

async function storedSize(name: string) {
  const { format, width, height } = await sharp(await storedBytes(name)).metadata();
  return { format, width, height };
}

// The first image starts the image worker, which runs its TypeScript through tsx: seconds on a busy
// machine.
describe("local disk image storage", { timeout: 30_000 }, () => {
  it("stores a JPEG as WebP at 1280, 800, 640 and 320 pixels, named by its content", async () => {
    const jpeg = await picture(1600, 1200).jpeg().toBuffer();
    const url = await storage.saveProductImage(jpeg);
    const hash = /^\/uploads\/products\/([a-f0-9]{32})\.webp$/.exec(url)![1]!;
    const sizes = { format: "webp" };
    expect(await storedSize(`${hash}-1280.webp`)).toEqual({ ...sizes, width: 1280, height: 960 });
    expect(await storedSize(`${hash}.webp`)).toEqual({ ...sizes, width: 800, height: 600 });
    expect(await storedSize(`${hash}-640.webp`)).toEqual({ ...sizes, width: 640, height: 480 });
    expect(await storedSize(`${hash}-320.webp`)).toEqual({ ...sizes, width: 320, height: 240 });
    expect(await storage.saveProductImage(jpeg)).toBe(url);
    expect(fs.readdirSync(path.join(dataDir, "uploads", "products")).sort()).toEqual(
      [`${hash}-320.webp`, `${hash}-640.webp`, `${hash}.webp`, `${hash}-1280.webp`].sort(),
    );
  });

  it("serves the main copy under the large name for an image stored before large copies", async () => {
    const url = await storage.saveProductImage(await picture(1600, 1600).png().toBuffer());
    const hash = /([a-f0-9]{32})\.webp$/.exec(url)![1]!;
    fs.rmSync(path.join(dataDir, "uploads", "products", `${hash}-1280.webp`));
    expect(await storedBytes(`${hash}-1280.webp`)).toEqual(
      fs.readFileSync(path.join(dataDir, "uploads", "products", `${hash}.webp`)),
    );
    fs.rmSync(path.join(dataDir, "uploads", "products", `${hash}-640.webp`));
    expect(await storage.find(`${hash}-640.webp`)).toBeUndefined();
  });

  it("fits a tall image in the square of each width, as the square product frame shows it", async () => {
    const hash = /([a-f0-9]{32})\.webp$/.exec(
      await storage.saveProductImage(await picture(900, 1800).png().toBuffer()),
    )![1]!;
    expect(await storedSize(`${hash}.webp`)).toEqual({ format: "webp", width: 400, height: 800 });
    expect(await storedSize(`${hash}-320.webp`)).toEqual({
      format: "webp",
      width: 160,
      height: 320,
    });
  });

  it("never enlarges a small image, yet writes every width", async () => {
    const png = await picture(300, 200).png().toBuffer();
    const hash = /([a-f0-9]{32})\.webp$/.exec(await storage.saveProductImage(png))![1]!;
    for (const name of [
      `${hash}-1280.webp`,
      `${hash}.webp`,
      `${hash}-640.webp`,
      `${hash}-320.webp`,
    ]) {
      expect(await storedSize(name)).toEqual({ format: "webp", width: 300, height: 200 });
    }
  });

  it("accepts GIF, WebP and SVG input alike", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#f97316"/></svg>',
    );
    for (const bytes of [
      await picture(64, 64).gif().toBuffer(),
      await picture(64, 64).webp().toBuffer(),
      svg,
    ]) {
      const url = await storage.saveProductImage(bytes);
      expect(await storage.find(path.basename(url))).toBeDefined();
    }
  });

  it("refuses bytes that are not an image and stores nothing", async () => {
    await expect(storage.saveProductImage(Buffer.from("not an image"))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    expect(fs.existsSync(path.join(dataDir, "uploads", "products"))).toBe(false);
  });

  it.each([
    "0123456789abcdef0123456789abcdef-999.webp",
    "0123456789abcdef0123456789abcdef-800.webp",
    "0123456789abcdef0123456789abcdef.png",
    "0123456789ABCDEF0123456789ABCDEF.webp",
    "../shop.db",
    "0123456789abcdef0123456789abcdef.webp.partial",
  ])("finds nothing under the name %s", async (name) => {
    expect(await storage.find(name)).toBeUndefined();
  });

  it("finds nothing for a well-formed name that was never stored", async () => {
    expect(await storage.find("0123456789abcdef0123456789abcdef-320.webp")).toBeUndefined();
  });
});
