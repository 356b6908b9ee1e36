import type { CallOutcome } from "../../../domain/order-desk";
import type { RepairStatus, RepairTimelineEntry } from "../../../domain/repair-desk";
import type { ActivityRecord } from "./repair.repository";

/** A stored timeline entry as the details page shows it. */
export function toTimelineEntry(activity: ActivityRecord): RepairTimelineEntry {
  const base = { at: activity.createdAt, adminEmail: activity.adminEmail };
  switch (activity.kind) {
    case "status":
      return { kind: "status", ...base, status: activity.status as RepairStatus };
    case "call":
      return { kind: "call", ...base, outcome: activity.detail as CallOutcome };
    case "answer": {
      const detail = JSON.parse(activity.detail ?? "{}") as { answer?: string; text?: string };
      const word = detail.answer === "approved" ? "Approved" : "Declined";
      return {
        kind: "answer",
        at: activity.createdAt,
        adminEmail: null,
        text: `${word} by the customer:\n${detail.text ?? ""}`,
      };
    }
    case "request":
      return {
        kind: "request",
        at: activity.createdAt,
        adminEmail: null,
        text: activity.detail ?? "",
        // A cancellation is the one request recorded with a status (repair-requests.ts).
        asked: activity.status === "cancelled" ? "cancel" : "another-day",
      };
    case "estimate": {
      const detail = JSON.parse(activity.detail ?? "{}") as { text?: string };
      return { kind: "estimate", ...base, text: detail.text ?? "" };
    }
    default:
      return {
        kind: activity.kind as "schedule" | "parts" | "payment" | "reopen" | "note",
        ...base,
        text: activity.detail ?? "",
      };
  }
}
