import type { RepairAppliance, VisitSlot, VisitType } from "./repair-booking";

/*
 * What a repair's customer sees too: statuses, estimate lines and the customer-safe view, free of
 * zod so the tracking page stays light. The owner's schemas are in repair-desk.ts.
 */

export const REPAIR_STATUSES = [
  "requested",
  "visit_scheduled",
  "estimate_sent",
  "approved",
  "declined",
  "waiting_for_parts",
  "repaired",
  "closed",
  "cancelled",
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  requested: "Requested",
  visit_scheduled: "Visit scheduled",
  estimate_sent: "Estimate sent",
  approved: "Approved",
  declined: "Declined",
  waiting_for_parts: "Waiting for parts",
  repaired: "Repaired",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** Statuses the job is finished in; every other status counts as open. */
export const FINISHED_STATUSES: readonly RepairStatus[] = ["closed", "cancelled"];
export function isOpen(status: RepairStatus): boolean {
  return !FINISHED_STATUSES.includes(status);
}

export const ESTIMATE_LINE_KINDS = ["part", "labour", "visit"] as const;
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number];
export const ESTIMATE_LINE_LABELS: Record<EstimateLineKind, string> = {
  part: "Part",
  labour: "Labour",
  visit: "Visit charge",
};

/** The visit charge's line's description, as the estimate form fixes it (English, stored). */
export const VISIT_CHARGE_DESCRIPTION = ESTIMATE_LINE_LABELS.visit;

export interface EstimateLine {
  kind: EstimateLineKind;
  description: string;
  amountPaise: number;
}

/**
 * Whether the owner's estimate form starts with the visit charge line (issue 34). A home visit's
 * first estimate does. A repair the customer brings to the shop has no visit, and the booked
 * screen tells them so, so its estimate starts without one (the owner may still add it by hand).
 * An estimate already sent starts as it was sent.
 */
export function startsWithVisitCharge(
  visitType: VisitType,
  sent: readonly EstimateLine[] | null,
): boolean {
  if (sent !== null) return sent.some((line) => line.kind === "visit");
  return visitType === "home";
}

export function estimateTotal(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountPaise, 0);
}

export const MAX_ESTIMATE_LINES = 20;
/** ₹10 lakh: more than any appliance repair; a typo of extra zeros is refused. */
export const MAX_LINE_PAISE = 10_00_000_00;

/** The customer's answer to the estimate: `estimateVersion` names the estimate they saw. */
export const ESTIMATE_ANSWERS = ["approved", "declined"] as const;
export type EstimateAnswer = (typeof ESTIMATE_ANSWERS)[number];

export const estimateAnswerMessages = {
  approved: "Thank you: you approved the estimate. We will start the repair.",
  declined: "You declined the estimate. You pay only the visit charge.",
  /** Declined with no visit charge on it (a repair brought to the shop): nothing is owed. */
  declinedFree: "You declined the estimate. You pay nothing.",
  changed:
    "The estimate has changed since you opened it. Please look at the new one and answer again.",
  notAwaiting: "This estimate is not waiting for an answer any more.",
  notFound: "This tracking link is not valid.",
};

export interface RepairEstimate {
  /** Counts up each time the owner sends a changed estimate. */
  version: number;
  lines: EstimateLine[];
  totalPaise: number;
  sentAt: string;
  answer: EstimateAnswer | null;
  answeredAt: string | null;
}

/** What a customer sees of their repair: no notes, call log or who did what. */
export interface CustomerRepairView {
  id: number;
  ticketNumber: string;
  status: RepairStatus;
  appliance: RepairAppliance;
  brand: string;
  model: string;
  problem: string;
  visitType: VisitType;
  preferredDate: string;
  preferredSlot: VisitSlot;
  visitDate: string | null;
  visitSlot: VisitSlot | null;
  technician: string | null;
  estimate: RepairEstimate | null;
  warrantyUntil: string | null;
  createdAt: string;
  updatedAt: string;
}
