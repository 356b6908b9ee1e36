import { REPAIR_STATUSES, type RepairStatus } from "./repair-status";

/*
 * A repair's status rules, the one place that says what the owner may do to a repair in each
 * status (decision 31). The repair desk asks them inside the change's transaction, with the row
 * locked, so two taps or two admins at once meet the same answer in turn.
 */

/** The changes the owner makes on the repair desk. */
export const REPAIR_DESK_CHANGES = [
  "status",
  "schedule",
  "estimate",
  "parts",
  "close",
  "reopen",
  "note",
  "call",
] as const;
export type RepairDeskChange = (typeof REPAIR_DESK_CHANGES)[number];

/** Why the repair desk refused a change; the page words each code. */
export const REPAIR_REFUSALS = [
  "not_found",
  /** Closed: paid and handed over. Only notes, calls and 'Reopen' until it is reopened. */
  "locked",
  /** The status menu cannot close: closing records the payment and the warranty. */
  "close_with_payment",
  /** 'Reopen' on a repair that is not closed. */
  "not_closed",
] as const;
export type RepairRefusal = (typeof REPAIR_REFUSALS)[number];

/** What still goes on a closed repair's timeline: it records, it does not change the job. */
const ALLOWED_WHILE_LOCKED: readonly RepairDeskChange[] = ["note", "call", "reopen"];

export function isLocked(status: RepairStatus): boolean {
  return status === "closed";
}

/**
 * Whether `change` may be made to a repair in `status`; `target` is the status the status menu
 * asks for. Undefined when it may, else why not.
 */
export function repairRefusal(
  status: RepairStatus,
  change: RepairDeskChange,
  target?: RepairStatus,
): RepairRefusal | undefined {
  if (change === "reopen") return isLocked(status) ? undefined : "not_closed";
  if (isLocked(status) && !ALLOWED_WHILE_LOCKED.includes(change)) return "locked";
  if (change === "status" && target === "closed") return "close_with_payment";
  return undefined;
}

/** What the status menu offers: every status but 'Closed', which only the close form reaches. */
export const STATUS_MENU_STATUSES: readonly RepairStatus[] = REPAIR_STATUSES.filter(
  (status) => repairRefusal("requested", "status", status) !== "close_with_payment",
);

/**
 * Where 'Reopen' puts a repair: the work was done, the handing over is undone. The owner moves it
 * on from there with the status menu.
 */
export const REOPENED_STATUS: RepairStatus = "repaired";

export interface ClosingPayment {
  paymentMethod: string;
  amountPaise: number;
  warrantyUntil: string;
}

/**
 * A close asked for again exactly as it was made (a second tap, a retried post): it is the same
 * close, answered as done, and records nothing more. Any other close of a closed repair is refused.
 */
export function isSameClose(
  closed: {
    paymentMethod: string | null;
    paymentPaise: number | null;
    warrantyUntil: string | null;
  },
  asked: ClosingPayment,
): boolean {
  return (
    closed.paymentMethod === asked.paymentMethod &&
    closed.paymentPaise === asked.amountPaise &&
    closed.warrantyUntil === asked.warrantyUntil
  );
}

/** The refusals as the owner's pages say them (admin pages are English). */
export const REPAIR_REFUSAL_MESSAGES: Record<RepairRefusal, string> = {
  not_found: "There is no such repair; it may have been removed",
  locked: "This repair is closed. Reopen it from its timeline to change it.",
  close_with_payment: "Close the repair with its payment and warranty, under 'Close'",
  not_closed: "This repair is not closed, so there is nothing to reopen",
};

/** The repair's customer may cancel it or ask for another day only before the visit (issue 34). */
const OPEN_TO_CUSTOMER: readonly RepairStatus[] = ["requested", "visit_scheduled"];

export function customerMayChange(status: RepairStatus): boolean {
  return OPEN_TO_CUSTOMER.includes(status);
}
