import type { Kysely } from "kysely";
import { refusal, type RefusalOf } from "../../../domain/refusals";
import { estimateText, type EstimateAnswer } from "../../../domain/repair-desk";
import type { Database } from "../../db/schema";
import { answerEstimate } from "./repair-booking.repository";
import { findRepair, insertActivity } from "./repair.repository";

export type EstimateAnswerRefusal = {
  ok: false;
  reason: "notFound" | "changed" | "notAwaiting";
  refusal: RefusalOf<"estimate">;
};

/**
 * Records the customer's answer to the estimate they saw (`estimateVersion`), with its time and
 * the estimate's lines as seen, only while that very estimate awaits an answer: a changed
 * estimate needs a new one. The answer is taken by a conditional update, so two taps record one.
 */
export async function recordEstimateAnswer(
  db: Kysely<Database>,
  repairId: number,
  answer: EstimateAnswer,
  estimateVersion: number,
): Promise<{ ok: true } | EstimateAnswerRefusal> {
  const at = new Date().toISOString();
  const answered = await db.transaction().execute(async (trx) => {
    const current = await findRepair(trx, repairId);
    if (!current || !(await answerEstimate(trx, repairId, estimateVersion, answer, at))) {
      return current;
    }
    const lines = current.estimateLines ?? [];
    await insertActivity(trx, repairId, {
      kind: "answer",
      status: answer,
      detail: JSON.stringify({
        answer,
        version: estimateVersion,
        lines,
        totalPaise: current.estimateTotalPaise,
        text: estimateText(lines),
      }),
      adminEmail: null,
      createdAt: at,
    });
    return true;
  });
  if (answered === true) return { ok: true };
  if (!answered) {
    return { ok: false, reason: "notFound", refusal: refusal("estimate.link-invalid") };
  }
  const changed =
    answered.status === "estimate_sent" &&
    answered.estimateAnswer === null &&
    answered.estimateVersion !== estimateVersion;
  return changed
    ? { ok: false, reason: "changed", refusal: refusal("estimate.changed") }
    : { ok: false, reason: "notAwaiting", refusal: refusal("estimate.not-awaiting") };
}
