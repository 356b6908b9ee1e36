import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UnreadableImageError, type ImageStorage } from "./image-storage";
import { createLocalDiskStorage } from "./local-disk-storage";

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

async function storedSize(name: string) {
  const stored = await storage.find(name);
  expect(stored?.contentType).toBe("image/webp");
  const { format, width, height } = await sharp(stored!.file).metadata();
  return { format, width, height };
}

describe("local disk image storage", () => {
  it("stores a JPEG as WebP at 800, 640 and 320 pixels, named by its content", async () => {
    const jpeg = await picture(1200, 900).jpeg().toBuffer();
    const url = await storage.saveProductImage(jpeg);
    const hash = /^\/uploads\/products\/([a-f0-9]{32})\.webp$/.exec(url)![1]!;
    expect(await storedSize(`${hash}.webp`)).toEqual({ format: "webp", width: 800, height: 600 });
    expect(await storedSize(`${hash}-640.webp`)).toEqual({
      format: "webp",
      width: 640,
      height: 480,
    });
    expect(await storedSize(`${hash}-320.webp`)).toEqual({
      format: "webp",
      width: 320,
      height: 240,
    });
    expect(await storage.saveProductImage(jpeg)).toBe(url);
    expect(fs.readdirSync(path.join(dataDir, "uploads", "products")).sort()).toEqual(
      [`${hash}-320.webp`, `${hash}-640.webp`, `${hash}.webp`].sort(),
    );
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
    for (const name of [`${hash}.webp`, `${hash}-640.webp`, `${hash}-320.webp`]) {
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
