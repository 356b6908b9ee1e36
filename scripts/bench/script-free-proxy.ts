/**
 * The host's floor under a page's Lighthouse score: the shop's own page with every script taken
 * out, served through a proxy that passes everything else (images, fonts, icons) on unchanged,
 * compressed as the shop compresses it. What that page scores is what this machine's Chromium makes
 * of the markup and the stylesheet alone, so a miss the floor shares comes from the host's speed at
 * parsing and laying out the page, and no change to the scripts can win it back.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every script, inline or not, and the hints that would fetch the scripts ahead. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

async function sendPage(
  shopUrl: URL,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  // The owner's session cookie, for the admin pages.
  const cookie = request.headers.cookie;
  const page = await fetch(shopUrl, { headers: cookie ? { cookie } : {} });
  const html = Buffer.from(withoutScripts(await page.text()));
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const [encoding, body] = accepts.includes("br")
    ? ["br", await brotli(html)]
    : accepts.includes("gzip")
      ? ["gzip", await gzip(html)]
      : [undefined, html];
  response.writeHead(page.status, {
    "content-type": page.headers.get("content-type") ?? "text/html",
    "content-length": body.length,
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  response.end(body);
}

function passOn(shopUrl: URL, request: http.IncomingMessage, response: http.ServerResponse) {
  const upstream = http.request(shopUrl, { headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on("error", (error) => response.destroy(error));
  upstream.end();
}

/** Serves the shop at `baseUrl` with the scripts taken out of its pages, until closed. */
export async function startScriptFreeProxy(
  baseUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const shopUrl = new URL(request.url ?? "/", baseUrl);
    const wantsPage = String(request.headers.accept ?? "").includes("text/html");
    if (wantsPage) {
      sendPage(shopUrl, request, response).catch((error: unknown) =>
        response.destroy(error as Error),
      );
    } else passOn(shopUrl, request, response);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
