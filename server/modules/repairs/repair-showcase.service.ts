import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { applianceParam } from "../../../domain/repair-booking";
import {
  daysToFix,
  quickProblemOf,
  RECENT_REPAIRS_SHOWN,
  showcaseMessages,
  type ShowcasedRepair,
} from "../../../domain/repair-showcase";
import type { Database } from "../../db/schema";
import { insertActivity } from "./repair.repository";
import { lockRepair } from "./repair-desk.repository";
import { isMarked, mark, showcasedRepairs, unmark } from "./repair-showcase.repository";

export type ShowcaseResult = { ok: true; changed: boolean } | { ok: false; message: string };

/**
 * 'Recent repairs' on /our-service (issue 33): the owner marks a closed repair as showable on its
 * details page (recorded on its timeline), and the page shows the newest of them. What a slide
 * carries is decided here and in `domain/repair-showcase.ts`: no customer data, so erasing a
 * customer leaves nothing of theirs on the page.
 */
export class RepairShowcase {
  constructor(private readonly db: Kysely<Database>) {}

  isShown(repairId: number): Promise<boolean> {
    return isMarked(this.db, repairId);
  }

  async setShown(repairId: number, shown: boolean, admin: SignedInAdmin): Promise<ShowcaseResult> {
    const at = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const repair = await lockRepair(trx, repairId);
      if (!repair) return { ok: false, message: showcaseMessages.notFound };
      // Taking one off is always allowed; showing one needs it closed.
      if (shown && repair.status !== "closed") {
        return { ok: false, message: showcaseMessages.notClosed };
      }
      const changed = shown
        ? await mark(trx, repairId, admin.email, at)
        : await unmark(trx, repairId);
      if (changed) {
        await insertActivity(trx, repairId, {
          kind: "note",
          status: null,
          detail: shown ? showcaseMessages.shown : showcaseMessages.hidden,
          adminEmail: admin.email,
          createdAt: at,
        });
      }
      return { ok: true, changed };
    });
  }

  /** The newest showable closed repairs, newest close first. */
  async recent(limit = RECENT_REPAIRS_SHOWN): Promise<ShowcasedRepair[]> {
    const rows = await showcasedRepairs(this.db, limit);
    return rows.flatMap((row) => {
      const appliance = applianceParam(row.appliance);
      if (!appliance || !row.closed_at) return [];
      return [
        {
          appliance,
          brand: row.brand,
          problem: quickProblemOf(appliance, row.problem),
          daysToFix: daysToFix(row.created_at, row.closed_at),
        },
      ];
    });
  }
}
