import type { Locale } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import { formatShopDate, formatShopDay } from "../../../domain/shop-time";
import {
  estimateTotal,
  type CustomerRepairView,
  type EstimateLine,
  type EstimateLineKind,
  VISIT_CHARGE_DESCRIPTION,
} from "../../../domain/repair-status";
import { m } from "../../i18n/messages";
import { applianceLabel, type Message } from "./repair-labels";
import { slotLabel } from "./repair-texts";

/*
 * The words of a repair's progress (its status, the estimate, the shop's WhatsApp messages), apart
 * from repair-texts.ts, which the booking form needs: the booking page carries none of these.
 */

const LINE_LABELS: Record<EstimateLineKind, Message> = {
  part: m.trk_line_part,
  labour: m.trk_line_labour,
  visit: m.trk_line_visit,
};

export const estimateLineLabel = (kind: EstimateLineKind, locale?: Locale) =>
  LINE_LABELS[kind]({}, { locale });

/**
 * A line's own words, as the owner typed them; '' for the visit charge's fixed English
 * description, which the line's label already says in the customer's language.
 */
export function estimateLineDescription(line: Pick<EstimateLine, "kind" | "description">): string {
  return line.kind === "visit" && line.description === VISIT_CHARGE_DESCRIPTION
    ? ""
    : line.description;
}

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
        .map(
          (line) =>
            `- ${estimateLineDescription(line) || estimateLineLabel(line.kind, locale)}: ${formatRupees(line.amountPaise)}`,
        )
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

/** The repair's steps the shop tells the customer about on WhatsApp (issue 34). */
export type RepairStep = "visit" | "ready" | "closed";

/**
 * The shop's one-tap message for the step the repair is at, in the customer's language; none when
 * the repair is at no such step. `billUrl` is the customer's bill once one is issued.
 */
export function repairStepText(
  repair: Pick<
    CustomerRepairView,
    | "ticketNumber"
    | "status"
    | "appliance"
    | "visitType"
    | "visitDate"
    | "visitSlot"
    | "technician"
    | "warrantyUntil"
  > & { paymentPaise: number | null },
  shop: { shopName: string; billUrl?: string },
  locale: Locale,
): { step: RepairStep; text: string } | undefined {
  const { shopName } = shop;
  const ticketNumber = repair.ticketNumber;
  if (repair.status === "visit_scheduled" && repair.visitDate && repair.visitSlot) {
    const visit = {
      shopName,
      ticketNumber,
      day: formatShopDay(repair.visitDate, locale),
      slot: slotLabel(repair.visitSlot, locale),
      technician: repair.technician ?? "",
    };
    const text =
      repair.visitType === "shop"
        ? m.trk_repair_shop_visit_message(visit, { locale })
        : m.trk_repair_visit_message(visit, { locale });
    return { step: "visit", text };
  }
  if (repair.status === "repaired") {
    const appliance = applianceLabel(repair.appliance, locale);
    return {
      step: "ready",
      text: m.trk_repair_ready_message({ shopName, ticketNumber, appliance }, { locale }),
    };
  }
  if (repair.status === "closed" && repair.paymentPaise !== null && repair.warrantyUntil) {
    const closed = m.trk_repair_closed_message(
      {
        shopName,
        ticketNumber,
        amount: formatRupees(repair.paymentPaise),
        warrantyUntil: formatShopDate(repair.warrantyUntil, locale),
      },
      { locale },
    );
    const bill = shop.billUrl && m.trk_repair_bill_line({ billUrl: shop.billUrl }, { locale });
    return { step: "closed", text: bill ? `${closed}\n${bill}` : closed };
  }
  return undefined;
}
