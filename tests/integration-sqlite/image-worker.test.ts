import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killServerProcess, startServerProcess, type ServerProcess } from "../setup/server-process";

// Runs once whatever the database: where images are processed does not depend on it.
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-image-worker-"));
  server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "false" });
});

afterAll(async () => {
  await killServerProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The shared libraries mapped into a process: libvips shows once sharp has been loaded. */
function librariesOf(pid: number): string {
  return fs.readFileSync(`/proc/${pid}/maps`, "utf8");
}

describe("image work", () => {
  it("happens in the image worker: the server itself never loads libvips", async () => {
    const response = await fetch(`${server!.url}/icons/favicon-32.png`);
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(librariesOf(server!.child.pid!)).not.toMatch(/vips/);
  });
});
