/** A rendered page as the cache keeps it: each encoding compressed once, when it was stored. */
export interface CachedPage {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The Content-Security-Policy that allows exactly this page's inline scripts, by hash. */
  policy: string;
}

/** What an entry costs beyond its bytes (key, headers, the map's own bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(key: string, page: CachedPage): number {
  return (
    page.identity.byteLength +
    page.gzip.byteLength +
    page.br.byteLength +
    2 * (key.length + page.etag.length + page.policy.length) +
    ENTRY_OVERHEAD_BYTES
  );
}

/**
 * Pages by URL, least recently used first out once their bytes pass the limit. Every entry belongs
 * to one generation (the catalogue's and the settings' versions it was rendered from); asking with
 * a newer generation empties the store, so a page never outlives the data it shows.
 */
export class PageCacheStore {
  readonly #pages = new Map<string, { page: CachedPage; bytes: number }>();
  #generation = "";
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string, generation: string): CachedPage | undefined {
    this.#enter(generation);
    const found = this.#pages.get(key);
    if (!found) return undefined;
    // A Map iterates in insertion order: moving the entry to the end keeps the eldest first.
    this.#pages.delete(key);
    this.#pages.set(key, found);
    return found.page;
  }

  /** Keeps the page unless its generation has passed or it alone would exceed the limit. */
  set(key: string, generation: string, page: CachedPage): void {
    if (generation !== this.#generation) return;
    const bytes = sizeOf(key, page);
    if (bytes > this.maxBytes) return;
    this.#remove(key);
    this.#pages.set(key, { page, bytes });
    this.#bytes += bytes;
    for (const [eldest] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(eldest);
    }
  }

  #enter(generation: string): void {
    if (generation === this.#generation) return;
    this.#pages.clear();
    this.#bytes = 0;
    this.#generation = generation;
  }

  #remove(key: string): void {
    const found = this.#pages.get(key);
    if (!found) return;
    this.#pages.delete(key);
    this.#bytes -= found.bytes;
  }
}
