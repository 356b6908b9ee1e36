import type { CallOutcome, TimelineEntry } from "../../../domain/order-desk";
import type { OrderStatus } from "../../../domain/shop-constants";
import type { ActivityRow } from "./order-desk.repository";

/** An order's activity row as its timeline shows it. */
export function toTimelineEntry(activity: ActivityRow): TimelineEntry {
  switch (activity.kind) {
    case "status":
      return {
        kind: "status",
        at: activity.createdAt,
        status: activity.status as OrderStatus,
        adminEmail: activity.adminEmail,
      };
    // A sale's entry (its channel, any price changed and why) and a payment read as notes by who.
    case "sale":
    case "payment":
    case "note":
      return {
        kind: "note",
        at: activity.createdAt,
        text: activity.note ?? "",
        adminEmail: activity.adminEmail,
      };
    case "call":
      return {
        kind: "call",
        at: activity.createdAt,
        outcome: activity.callOutcome as CallOutcome,
        adminEmail: activity.adminEmail,
      };
    case "customer-cancel":
      return { kind: "customer-cancel", at: activity.createdAt };
    case "update-sent":
      return {
        kind: "update-sent",
        at: activity.createdAt,
        status: activity.status as OrderStatus,
        adminEmail: activity.adminEmail,
      };
  }
}
