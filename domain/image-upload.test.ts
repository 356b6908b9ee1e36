import { describe, expect, it } from "vitest";
import {
  detectImageFormat,
  imageRefusal,
  isImageUrl,
  MAX_IMAGE_BYTES,
  sizeRefusal,
} from "./image-upload";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("image upload rules", () => {
  it("recognises JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(detectImageFormat(ascii("GIF89a...."))).toBe("gif");
    expect(detectImageFormat(ascii("GIF87a...."))).toBe("gif");
    expect(detectImageFormat(ascii("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
  });

  it.each([
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["an SVG with an XML declaration", '<?xml version="1.0"?><svg/>'],
    ["a Windows executable", "MZ\x90\x00\x03\x00\x00\x00"],
    ["a Linux executable", "\x7fELF\x02\x01\x01"],
    ["a PDF", "%PDF-1.7"],
    ["a WAV sound (RIFF but not WEBP)", "RIFF\x10\x00\x00\x00WAVEfmt "],
    ["text", "hello, this is not a picture"],
    ["nothing", ""],
  ])("refuses %s", (_, content) => {
    expect(detectImageFormat(ascii(content))).toBeUndefined();
  });

  it("refuses a file one byte over 10,000,000 bytes, naming it", () => {
    expect(sizeRefusal({ name: "fridge.jpg", size: MAX_IMAGE_BYTES })).toBeUndefined();
    expect(sizeRefusal({ name: "fridge.jpg", size: MAX_IMAGE_BYTES + 1 })).toBe(
      imageRefusal.tooLarge("fridge.jpg", MAX_IMAGE_BYTES + 1),
    );
    expect(imageRefusal.tooLarge("fridge.jpg", MAX_IMAGE_BYTES + 1)).toContain('"fridge.jpg"');
  });

  it.each([
    "https://cdn.example.com/tv.jpg",
    "http://cdn.example.com/a/b/fridge.JPEG?w=800",
    "https://cdn.example.com/ac.webp#front",
  ])("accepts the image address %s", (url) => {
    expect(isImageUrl(url)).toBe(true);
  });

  it.each([
    "ftp://cdn.example.com/tv.jpg",
    "javascript:alert(1)//.png",
    "data:image/png;base64,AAAA",
    "https://cdn.example.com/tv.svg",
    "https://cdn.example.com/page.html",
    "https://user:secret@cdn.example.com/tv.jpg",
    "/uploads/products/x.webp",
    "not a url",
  ])("refuses the address %s", (url) => {
    expect(isImageUrl(url)).toBe(false);
  });

  it("shortens a very long file name in its refusal", () => {
    const message = imageRefusal.notAnImage(`${"x".repeat(500)}.jpg`);
    expect(message).toBe(`"${"x".repeat(79)}…" is not a JPG, PNG, GIF or WebP image`);
  });
});
