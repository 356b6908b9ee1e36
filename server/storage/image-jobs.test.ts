import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { checkImage, drawIcon } from "./image-jobs";
import { ImageTooLargeError, UnreadableImageError } from "./image-storage";

const SQUARE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1d4ed8"/></svg>',
);

// The first job starts the image worker, which runs its TypeScript through tsx: seconds on a busy
// machine.
describe("image jobs", { timeout: 60_000 }, () => {
  it("draws in the worker and hands back the bytes", async () => {
    const png = await drawIcon({
      svg: SQUARE,
      svgSize: 64,
      size: 48,
      markSize: 40,
      background: "#ffffff",
    });
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  });

  it("gives back the storage's refusals as their own errors", async () => {
    await expect(checkImage(Buffer.from("not an image"))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    const huge = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><rect width="8000" height="8000"/></svg>',
    );
    const refusal = await checkImage(huge).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageTooLargeError);
    expect((refusal as ImageTooLargeError).pixels).toBe(64_000_000);
  });

  it("lets a process that used it end without waiting for the worker to go idle", async () => {
    const script = `
      const { checkImage } = await import("./server/storage/image-jobs.ts");
      await checkImage(Buffer.from(${JSON.stringify(SQUARE.toString())}));
      console.log("checked");`;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    const [code] = await once(child, "exit");
    expect(output.trim()).toBe("checked");
    expect(code).toBe(0);
  });
});
