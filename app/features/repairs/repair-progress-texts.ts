import type { Locale } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import {
  estimateTotal,
  type EstimateLine,
  type EstimateLineKind,
  type RepairStatus,
} from "../../../domain/repair-status";
import { m } from "../../i18n/messages";
import type { Message } from "./repair-texts";

/*
 * The words of a repair's progress (its status, the estimate, the shop's WhatsApp messages), apart
 * from repair-texts.ts, which the booking form needs: the booking page carries none of these.
 */

const STATUS_LABELS: Record<RepairStatus, Message> = {
  requested: m.trk_repair_status_requested,
  visit_scheduled: m.trk_repair_status_visit_scheduled,
  estimate_sent: m.trk_repair_status_estimate_sent,
  approved: m.trk_repair_status_approved,
  declined: m.trk_repair_status_declined,
  waiting_for_parts: m.trk_repair_status_waiting_for_parts,
  repaired: m.trk_repair_status_repaired,
  closed: m.trk_repair_status_closed,
  cancelled: m.trk_repair_status_cancelled,
};

const LINE_LABELS: Record<EstimateLineKind, Message> = {
  part: m.trk_line_part,
  labour: m.trk_line_labour,
  visit: m.trk_line_visit,
};

export const repairStatusLabel = (status: RepairStatus, locale?: Locale) =>
  STATUS_LABELS[status]({}, { locale });
export const estimateLineLabel = (kind: EstimateLineKind, locale?: Locale) =>
  LINE_LABELS[kind]({}, { locale });

/** The estimate the shop sends on WhatsApp, in the customer's language. */
export function estimateMessageText(
  estimate: { shopName: string; ticketNumber: string; lines: readonly EstimateLine[] },
  trackingUrl: string,
  locale: Locale,
): string {
  return m.trk_estimate_message(
    {
      shopName: estimate.shopName,
      ticketNumber: estimate.ticketNumber,
      lines: estimate.lines
        .map((line) => `- ${line.description}: ${formatRupees(line.amountPaise)}`)
        .join("\n"),
      total: formatRupees(estimateTotal(estimate.lines)),
      trackingUrl,
    },
    { locale },
  );
}

/** The owner's own WhatsApp message to the customer about their repair, in their language. */
export function repairChatText(
  repair: { customerName: string; ticketNumber: string },
  shopName: string,
  locale: Locale,
): string {
  return m.trk_repair_chat(
    { customerName: repair.customerName, shopName, ticketNumber: repair.ticketNumber },
    { locale },
  );
}
