import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { TrackingKeyMismatchError, type TrackingLinks } from "./tracking-links";

const NAME = "tracking-link-key";

/**
 * Instances on one PostgreSQL database each keep the tracking-link key in their own DATA_DIR
 * (decision 16 keeps it out of the database). A key of its own would make an instance's links
 * (a retried checkout, a WhatsApp update) open nothing, so the first instance records the key's
 * fingerprint and any other with a different key refuses to start, saying which file to copy.
 */
export async function checkSharedTrackingKey(
  db: Kysely<Database>,
  links: TrackingLinks,
  dataDir: string,
): Promise<void> {
  const fingerprint = links.fingerprint();
  await db
    .insertInto("shared_fingerprints")
    .values({ name: NAME, fingerprint, recorded_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const recorded = await db
    .selectFrom("shared_fingerprints")
    .select("fingerprint")
    .where("name", "=", NAME)
    .executeTakeFirstOrThrow();
  if (recorded.fingerprint !== fingerprint) throw new TrackingKeyMismatchError(dataDir);
}
