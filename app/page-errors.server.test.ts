import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./page-errors.server";

function logged(error: unknown, request: Request) {
  const lines: unknown[][] = [];
  const log = () => ({
    error: (message: string, cause?: unknown) => lines.push([message, cause]),
    warn: () => undefined,
    info: () => undefined,
  });
  handleError(error, { request, params: {}, context: { log } as unknown as AppLoadContext });
  return lines;
}

describe("a page that failed on the server", () => {
  it("is one line of the service log with the error, without its address", () => {
    const broken = new Error("database is closed");
    const lines = logged(broken, new Request("http://shop.test/track/secret-token"));
    expect(lines).toEqual([["A page's GET request failed", broken]]);
    expect(JSON.stringify(lines)).not.toContain("secret-token");
  });

  it("is not logged when the visitor gave up on the request", () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://shop.test/", { signal: controller.signal });
    expect(logged(new Error("aborted"), request)).toEqual([]);
  });

  it("logs the error inside a response React Router made of it", () => {
    const cause = new Error("render failed");
    // React Router's own ErrorResponse (isRouteErrorResponse) carries the thrown error as `error`.
    const wrapped = { status: 500, statusText: "", internal: true, data: "", error: cause };
    expect(logged(wrapped, new Request("http://shop.test/", { method: "POST" }))).toEqual([
      ["A page's POST request failed", cause],
    ]);
  });
});
