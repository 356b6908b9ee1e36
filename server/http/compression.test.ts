import { Hono } from "hono";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzipOrDeflate, compression } from "./compression";

const BIG = { lines: Array.from({ length: 200 }, (_, index) => `line ${index}`) };

function app() {
  const hono = new Hono();
  hono.use(compression());
  hono.get("/json", (c) => c.json(BIG));
  hono.get("/varied", (c) => {
    c.header("Vary", "Cookie");
    return c.json(BIG);
  });
  hono.get("/events", (c) =>
    c.body("data: 1\n\n".repeat(200), 200, { "Content-Type": "text/event-stream" }),
  );
  return hono;
}

describe("compression", () => {
  it("compresses for a client that takes gzip", async () => {
    const response = await app().request("/json", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(
      BIG,
    );
  });

  it("sends a client without gzip the answer as it is, saying it varies by Accept-Encoding", async () => {
    const response = await app().request("/json");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.json()).toEqual(BIG);
    const varied = await app().request("/varied", { headers: { "Accept-Encoding": "identity" } });
    expect(varied.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("leaves an event stream alone", async () => {
    const response = await app().request("/events", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBeNull();
  });

  it.each([
    ["gzip, deflate, br", true],
    ["br", false],
    ["identity", false],
    ["*", true],
    ["*;q=0, deflate", true],
    ["gzip;q=0", false],
    [undefined, false],
  ])("reads Accept-Encoding %s as taking gzip or deflate: %s", (header, expected) => {
    expect(acceptsGzipOrDeflate(header)).toBe(expected);
  });
});
