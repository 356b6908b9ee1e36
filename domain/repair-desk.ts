import { z } from "zod";
import type { Locale } from "./locale";
import { formatRupees } from "./money";
import { csvMobile } from "./order-export";
import { CALL_OUTCOMES, type CallOutcome } from "./order-desk";
import {
  APPLIANCES,
  VISIT_SLOTS,
  type RepairAppliance,
  type VisitSlot,
  type VisitType,
} from "./repair-booking";
import { SEARCH_QUERY_MAX_LENGTH } from "./shop-constants";
import { shopDateOf } from "./shop-time";
import { REPAIR_SORTS, VISIT_DAY_FILTERS } from "./repair-queue";
import { hasUnstorableCharacters, MAX_RECORD_ID } from "./storable";

export * from "./repair-status";
import {
  ESTIMATE_ANSWERS,
  ESTIMATE_LINE_KINDS,
  MAX_ESTIMATE_LINES,
  MAX_LINE_PAISE,
  REPAIR_STATUSES,
  REPAIR_STATUS_LABELS,
  estimateTotal,
  type CustomerRepairView,
  type EstimateLine,
  type RepairStatus,
} from "./repair-status";

/*
 * The repair queue (`/admin/repairs`, issue 13): statuses, what the owner records on a repair and
 * what the customer may see of it.
 */

const text = (label: string, max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, `${label}: write at least ${min} characters`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => !hasUnstorableCharacters(value, { lines: true }), {
      message: `${label} must not contain control characters`,
    });

const paise = (label: string) =>
  z
    .number({ error: `${label}: enter an amount in rupees` })
    .int(`${label}: enter an amount in rupees`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_LINE_PAISE, `${label} is more than ₹10,00,000`);

export const estimateSchema = z.object({
  lines: z
    .array(
      z.object({
        kind: z.enum(ESTIMATE_LINE_KINDS),
        description: text("This line's description", 120, 2),
        amountPaise: paise("This line's amount"),
      }),
    )
    .min(1, "Add at least one line to the estimate")
    .max(MAX_ESTIMATE_LINES, `An estimate has at most ${MAX_ESTIMATE_LINES} lines`),
  /** Why the owner took the visit charge off this estimate; it goes on the timeline. */
  visitChargeRemoved: text("Why the visit charge is removed", 200, 3).optional(),
});

/**
 * A row of the estimate form left empty (no description, no amount): no line, and no error. A row
 * with either is a line, checked whole.
 */
export function isBlankEstimateRow(row: { description: string; amount: string }): boolean {
  return row.description.trim() === "" && row.amount.trim() === "";
}

/** The estimate as a customer reads it, in the WhatsApp message and on the tracking page. */
export function estimateText(lines: readonly EstimateLine[]): string {
  return [
    ...lines.map((line) => `- ${line.description}: ${formatRupees(line.amountPaise)}`),
    `Total: ${formatRupees(estimateTotal(lines))}`,
  ].join("\n");
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date");

export const scheduleVisitSchema = z.object({
  visitDate: day,
  visitSlot: z.enum(VISIT_SLOTS, "Choose a time slot"),
  technician: text("The technician's name", 60, 2),
});

export const repairStatusSchema = z.object({
  status: z.enum(REPAIR_STATUSES, "Choose a status"),
});

export const partsUsedSchema = z.object({ partsUsed: text("Parts used", 1000) });

export const PAYMENT_METHODS = ["cash", "upi"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: "Cash", upi: "UPI" };

export const closeRepairSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, "Choose cash or UPI"),
  amountPaise: paise("The amount received"),
  warrantyUntil: day,
});

export const repairNoteSchema = z.object({ text: text("The note", 1000, 1) });
export const repairCallSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES, "Choose how the call went"),
});

export const estimateAnswerSchema = z.object({
  answer: z.enum(ESTIMATE_ANSWERS, "Choose approve or decline"),
  estimateVersion: z.coerce.number().int().min(1, "This estimate is not known"),
});

/** Warranty end by default: the closing day plus the shop's warranty days. */
export function defaultWarrantyUntil(closingDay: string, warrantyDays: number): string {
  const date = new Date(`${closingDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + warrantyDays);
  return date.toISOString().slice(0, 10);
}

export type RepairTimelineEntry =
  | { kind: "created"; at: string }
  | { kind: "status"; at: string; status: RepairStatus; adminEmail: string | null }
  | { kind: "schedule"; at: string; text: string; adminEmail: string | null }
  | { kind: "estimate"; at: string; text: string; adminEmail: string | null }
  | { kind: "answer"; at: string; text: string; adminEmail: null }
  | { kind: "parts"; at: string; text: string; adminEmail: string | null }
  | { kind: "payment"; at: string; text: string; adminEmail: string | null }
  | { kind: "reopen"; at: string; text: string; adminEmail: string | null }
  | { kind: "note"; at: string; text: string; adminEmail: string | null }
  | {
      kind: "request";
      at: string;
      text: string;
      adminEmail: null;
      /** What the customer asked from their page: to cancel, or another day. */
      asked: "cancel" | "another-day";
    }
  | { kind: "call"; at: string; outcome: CallOutcome; adminEmail: string | null };

export interface RepairListRow {
  id: number;
  ticketNumber: string;
  customerName: string;
  customerMobile: string;
  appliance: RepairAppliance;
  brand: string;
  problem: string;
  visitType: VisitType;
  pin: string;
  status: RepairStatus;
  preferredDate: string;
  preferredSlot: VisitSlot;
  visitDate: string | null;
  visitSlot: VisitSlot | null;
  technician: string | null;
  address: string;
  createdAt: string;
  updatedAt: string;
}

export interface RepairDetails extends CustomerRepairView {
  customerName: string;
  customerMobile: string;
  address: string;
  landmark: string;
  pin: string;
  partsUsed: string;
  paymentMethod: PaymentMethod | null;
  paymentPaise: number | null;
  closedAt: string | null;
  photos: string[];
  timeline: RepairTimelineEntry[];
  /** The customer's language: the shop's WhatsApp messages to them are written in it. */
  locale: Locale;
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === "all" ? undefined : value), schema.optional());

/** The queue's filters, as they appear in its URL and in the CSV export's. */
export const repairListQuerySchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH)
      .refine(
        (value) => !hasUnstorableCharacters(value),
        "Search must not contain control characters",
      ),
  ),
  status: optional(z.enum([...REPAIR_STATUSES, "open"])),
  appliance: optional(z.enum(APPLIANCES)),
  visit: optional(z.enum(VISIT_DAY_FILTERS)),
  sort: optional(z.enum(REPAIR_SORTS)),
});
export type RepairListQuery = z.output<typeof repairListQuerySchema>;

export function parseRepairListQuery(params: URLSearchParams) {
  const known = Object.fromEntries(
    [...params].filter(([key]) => key in repairListQuerySchema.shape),
  );
  return repairListQuerySchema.safeParse(known);
}

/** The repair id in a URL, or undefined when the text names no repair. */
export function repairIdOf(text: string | undefined): number | undefined {
  const id = text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return id > 0 && id <= MAX_RECORD_ID ? id : undefined;
}

export interface RepairListPage {
  repairs: RepairListRow[];
  /** Repairs matching the filters (the list shows at most MAX_REPAIRS_LISTED). */
  matching: number;
  counts: Record<RepairStatus, number>;
  open: number;
  /** Where the next page starts (`?after=`), null on the last page. */
  next: string | null;
}

export const repairCsvHeader = [
  "Ticket",
  "Requested",
  "Status",
  "Customer",
  "Mobile",
  "Appliance",
  "Brand",
  "Problem",
  "Visit type",
  "PIN",
  "Visit date",
  "Slot",
  "Technician",
] as const;

/** One repair as a row of the CSV export, in `repairCsvHeader` order. */
export function repairCsvRow(
  repair: RepairListRow,
  labels: {
    appliance: (appliance: RepairAppliance) => string;
    slot: (slot: VisitSlot) => string;
    visitType: (visitType: VisitType) => string;
    requested: (iso: string) => string;
  },
): string[] {
  return [
    repair.ticketNumber,
    labels.requested(repair.createdAt),
    REPAIR_STATUS_LABELS[repair.status],
    repair.customerName,
    csvMobile(repair.customerMobile),
    labels.appliance(repair.appliance),
    repair.brand,
    repair.problem,
    labels.visitType(repair.visitType),
    repair.pin,
    repair.visitDate ?? "",
    repair.visitSlot ? labels.slot(repair.visitSlot) : "",
    repair.technician ?? "",
  ];
}

export function repairExportFileName(now: Date): string {
  return `repairs_${shopDateOf(now)}.csv`;
}
