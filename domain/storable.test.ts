import { describe, expect, it } from "vitest";
import { hasUnstorableCharacters, visibleLength } from "./storable";

describe("what the database can store", () => {
  it("finds NUL, other control characters and unpaired surrogates", () => {
    for (const text of ["a\u0000b", "a\u0007", "\u001B[31m", "a\u0085", "\uD800"]) {
      expect(hasUnstorableCharacters(text)).toBe(true);
    }
    expect(hasUnstorableCharacters("Ravi Kumar, 😀 कृष्ण")).toBe(false);
  });

  it("allows tab and line breaks only in multi-line text", () => {
    expect(hasUnstorableCharacters("a\r\nb\tc")).toBe(true);
    expect(hasUnstorableCharacters("a\r\nb\tc", { lines: true })).toBe(false);
    expect(hasUnstorableCharacters("a\nb\u0000", { lines: true })).toBe(true);
  });

  it("counts the characters that can be seen", () => {
    expect(visibleLength("\u200B\u200C\u200D\uFEFF\u2060\u00AD \u00A0\u3000")).toBe(0);
    expect(visibleLength("A\u200BB")).toBe(2);
    expect(visibleLength("😀")).toBe(1);
  });
});
