import { describe, expect, it } from "vitest";
import { englishPath, localeFromPath, localizedPath, preferredLocale } from "./locale";

describe("storefront language in URLs", () => {
  it("reads the language from the path", () => {
    expect(localeFromPath("/hi")).toBe("hi");
    expect(localeFromPath("/hi/product/12")).toBe("hi");
    expect(localeFromPath("/history")).toBe("en");
    expect(localeFromPath("/hi.data")).toBe("hi");
    expect(localeFromPath("/product/12")).toBe("en");
  });

  it("maps a Hindi path back to its English one", () => {
    expect(englishPath("/hi")).toBe("/");
    expect(englishPath("/hi/cart")).toBe("/cart");
    expect(englishPath("/cart")).toBe("/cart");
  });

  it("puts storefront paths, with their query, under /hi for Hindi and nowhere else", () => {
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/?type=ac&sort=price-asc", "hi")).toBe("/hi?type=ac&sort=price-asc");
    expect(localizedPath("/product/12", "hi")).toBe("/hi/product/12");
    expect(localizedPath("/track/repair/abc", "hi")).toBe("/hi/track/repair/abc");
    expect(localizedPath("/our-service#faq", "hi")).toBe("/hi/our-service#faq");
    expect(localizedPath("/hi/cart", "hi")).toBe("/hi/cart");
    expect(localizedPath("/hi/cart", "en")).toBe("/cart");
    expect(localizedPath("/hi?q=tv", "en")).toBe("/?q=tv");
    expect(localizedPath("/admin/products", "hi")).toBe("/admin/products");
    expect(localizedPath("/login", "hi")).toBe("/login");
    expect(localizedPath("https://wa.me/91", "hi")).toBe("https://wa.me/91");
  });

  it("follows Accept-Language only when Hindi ranks above English", () => {
    expect(preferredLocale("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(preferredLocale("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLocale("hi;q=0.5,en;q=0.9")).toBe("en");
    expect(preferredLocale("mr-IN,hi;q=0.8")).toBe("hi");
    expect(preferredLocale("ta-IN")).toBe("en");
    expect(preferredLocale(undefined)).toBe("en");
    expect(preferredLocale("hi;q=0")).toBe("en");
  });
});
