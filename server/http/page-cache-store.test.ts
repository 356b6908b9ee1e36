import { describe, expect, it } from "vitest";
import { PageCacheStore, type CachedPage } from "./page-cache-store";

function pageOf(bytes: number): CachedPage {
  return {
    identity: new Uint8Array(bytes),
    gzip: new Uint8Array(0),
    br: new Uint8Array(0),
    etag: "",
    policy: "",
  };
}

describe("PageCacheStore", () => {
  it("keeps pages within its bytes, dropping the least recently used first", () => {
    const store = new PageCacheStore(3 * 1600);
    for (const key of ["a", "b", "c"]) {
      store.get(key, "1");
      store.set(key, "1", pageOf(1000));
    }
    expect(store.size).toBe(3);
    // Reading a makes b the eldest.
    expect(store.get("a", "1")).toBeDefined();
    store.set("d", "1", pageOf(1000));
    expect(store.get("b", "1")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => store.get(key, "1") !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("replaces a page stored again under the same key without counting it twice", () => {
    const store = new PageCacheStore(10_000);
    store.get("a", "1");
    store.set("a", "1", pageOf(1000));
    const once = store.bytes;
    store.set("a", "1", pageOf(1000));
    expect(store.bytes).toBe(once);
    expect(store.size).toBe(1);
  });

  it("forgets every page once asked with another generation", () => {
    const store = new PageCacheStore(10_000);
    store.get("a", "1.1");
    store.set("a", "1.1", pageOf(100));
    expect(store.get("a", "2.1")).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("does not keep a page rendered from a generation that has passed", () => {
    const store = new PageCacheStore(10_000);
    store.get("a", "2.1");
    store.set("a", "1.1", pageOf(100));
    expect(store.get("a", "2.1")).toBeUndefined();
  });

  it("does not keep a page larger than the whole store", () => {
    const store = new PageCacheStore(1000);
    store.get("a", "1");
    store.set("a", "1", pageOf(2000));
    expect(store.size).toBe(0);
  });
});
