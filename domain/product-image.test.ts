import { describe, expect, it } from "vitest";
import { productImageFileName, productImageSources } from "./product-image";

const hash = "0123456789abcdef0123456789abcdef";
const stored = `/uploads/products/${hash}.webp`;

describe("product image sources", () => {
  it("lists every stored width of a shop image in the srcset, the main copy as src", () => {
    expect(productImageSources(stored)).toEqual({
      src: stored,
      srcSet:
        `/uploads/products/${hash}-320.webp 320w, ` +
        `/uploads/products/${hash}-640.webp 640w, ` +
        `/uploads/products/${hash}.webp 800w, ` +
        `/uploads/products/${hash}-1280.webp 1280w`,
      width: 800,
      height: 800,
    });
  });

  it("offers only the stored widths asked for", () => {
    expect(productImageSources(stored, [320, 500]).srcSet).toBe(
      `/uploads/products/${hash}-320.webp 320w`,
    );
    expect(productImageSources(stored, [500])).toEqual({ src: stored, width: 800, height: 800 });
  });

  it.each([
    "https://images.example.com/tv.webp",
    `https://shop.example.in/uploads/products/${hash}.webp`,
    `/uploads/products/${hash}-320.webp`,
    `/uploads/products/${hash}.png`,
    "/uploads/products/not-a-hash.webp",
    "",
  ])("gives %j as it is, without a srcset", (url) => {
    expect(productImageSources(url)).toEqual({ src: url, width: 800, height: 800 });
  });

  it("names the main copy by its hash alone and the other copies with their width", () => {
    expect(productImageFileName(hash, 800)).toBe(`${hash}.webp`);
    expect(productImageFileName(hash, 640)).toBe(`${hash}-640.webp`);
    expect(productImageFileName(hash, 1280)).toBe(`${hash}-1280.webp`);
  });
});
