import { createHash, randomBytes } from "node:crypto";
import type { CustomerRepairView, RepairEstimate } from "../../../domain/repair-desk";
import type { RepairRecord } from "./repair.repository";

/** A private tracking token: 32 random bytes, base64url. Only its hash is stored. */
export function newTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: trackingTokenHash(token) };
}

/** SHA-256, hex: what `repair_tracking_links.tracking_token_hash` holds. */
export function trackingTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function estimateOf(repair: RepairRecord): RepairEstimate | null {
  if (!repair.estimateLines || !repair.estimateSentAt) return null;
  return {
    version: repair.estimateVersion,
    lines: repair.estimateLines,
    totalPaise: repair.estimateTotalPaise ?? 0,
    sentAt: repair.estimateSentAt,
    answer: repair.estimateAnswer,
    answeredAt: repair.estimateAnsweredAt,
  };
}

/** What the customer may see: never the address book of the shop, its notes or who did what. */
export function customerViewOf(repair: RepairRecord): CustomerRepairView {
  return {
    id: repair.id,
    ticketNumber: repair.ticketNumber,
    status: repair.status,
    appliance: repair.appliance,
    brand: repair.brand,
    model: repair.model,
    problem: repair.problem,
    visitType: repair.visitType,
    preferredDate: repair.preferredDate,
    preferredSlot: repair.preferredSlot,
    visitDate: repair.visitDate,
    visitSlot: repair.visitSlot,
    technician: repair.technician,
    estimate: estimateOf(repair),
    warrantyUntil: repair.status === "closed" ? repair.warrantyUntil : null,
    createdAt: repair.createdAt,
    updatedAt: repair.updatedAt,
  };
}
