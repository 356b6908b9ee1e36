import fs from "node:fs/promises";

/** Removes the throw-away DATA_DIRs of the e2e servers (one folder, set by playwright.config.ts). */
export default async function removeE2eData(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
