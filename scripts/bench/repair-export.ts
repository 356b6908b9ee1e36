/*
 * The repair queue's CSV export of 10,000 repairs (issue 30): the rows, the size, the time and the
 * server's resident memory before and at its peak while the export streams. A figure for memory,
 * not a timed target: the export reads keyset batches, so the peak should not grow with the rows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { loadConfig } from "../../server/env";
import { insertRepair } from "../../server/modules/repairs/repair-booking.repository";
import { openShop } from "../../server/shop";
import { buildBooking } from "../../tests/factories/repair";
import { fetchOk, residentMegabytes } from "./dashboard";
import { startBenchServer } from "./measurement";

const REPAIR_COUNT = 10_000;
const ADMIN = { email: "bench@shop.test", password: "bench password 1" };

export async function benchRepairExport(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-repairs-"));
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  try {
    const shop = await openShop(loadConfig({ NODE_ENV: "production", ...env }));
    const start = Date.parse("2026-01-01T04:00:00Z");
    await shop.database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < REPAIR_COUNT; index += 1) {
        const booking = buildBooking({ customerName: `Customer ${index}` });
        await insertRepair(trx, {
          ...booking,
          ticketNumber: `REP2601${String(index).padStart(8, "0")}`,
          requestHash: `bench-${index}`,
          problem: "Not cooling. Stopped cooling two days ago",
          createdAt: new Date(start + index * 45 * 60_000).toISOString(),
        });
      }
    });
    const signedIn = await shop.auth.signIn({ ...ADMIN, address: "bench" });
    if (!signedIn.ok) throw new Error(`Could not sign in the benchmark admin: ${signedIn.reason}`);
    await shop.close();

    const server = await startBenchServer(env);
    try {
      const headers = { Cookie: `${SESSION_COOKIE}=${signedIn.token}` };
      const rssBefore = residentMegabytes(server.child.pid!);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, residentMegabytes(server.child.pid!));
      }, 10);
      const started = performance.now();
      const response = await fetchOk(`${server.url}/api/admin/repairs/export.csv`, headers);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      const ms = performance.now() - started;
      clearInterval(sampler);
      console.log(
        `CSV export of every repair: ${(lines - 1).toLocaleString("en-IN")} rows, ` +
          `${(bytes / 1024 / 1024).toFixed(1)} MiB in ${(ms / 1000).toFixed(2)} s; ` +
          `server RSS ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB ` +
          `(+${(rssPeak - rssBefore).toFixed(0)} MB)`,
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
