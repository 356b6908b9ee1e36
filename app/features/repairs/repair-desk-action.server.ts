import type { AppLoadContext } from "react-router";
import { chatLink } from "../../../domain/contact-links";
import type { AdminNotification } from "../../../domain/dashboard-messages";
import { parseRupees } from "../../../domain/money";
import {
  closeRepairSchema,
  estimateSchema,
  partsUsedSchema,
  repairCallSchema,
  repairNoteSchema,
  repairStatusSchema,
  REPAIR_STATUS_LABELS,
  scheduleVisitSchema,
} from "../../../domain/repair-desk";
import { CALL_OUTCOME_LABELS } from "../../../domain/order-desk";
import { REPAIR_REFUSAL_MESSAGES, type RepairRefusal } from "../../../domain/repair-rules";
import { refuseSignedOut, requireAdmin } from "../admin/require-admin";
import { estimateMessageText } from "./repair-progress-texts";

export const REPAIR_INTENTS = [
  "status",
  "schedule",
  "estimate",
  "parts",
  "close",
  "reopen",
  "note",
  "call",
] as const;
export type RepairIntent = (typeof REPAIR_INTENTS)[number];

/** What the details page's action answers; the note and call-log forms read the same shape. */
export interface RepairActionData {
  intent: RepairIntent | undefined;
  ok: boolean;
  notification?: AdminNotification;
  /** A problem with what was typed, shown next to the form. */
  fieldError?: string;
  /** After sending an estimate: the prefilled WhatsApp message to the customer. */
  chatUrl?: string;
}

const success = (message: string): AdminNotification => ({ message, type: "success", show: true });
const failure = (message: string): AdminNotification => ({ message, type: "error", show: true });

/** Rupees as typed into paise; NaN for anything else, which the schema refuses. */
function paiseOf(text: FormDataEntryValue | null): number {
  return parseRupees(String(text ?? "")) ?? Number.NaN;
}

function refused(intent: RepairIntent, message: string): RepairActionData {
  return { intent, ok: false, fieldError: message, notification: failure(message) };
}

/**
 * The repair details page's action: the admin guard, then the posted intent checked with the
 * domain's schema and carried out by the repair desk, which records it on the timeline.
 */
export async function repairDeskAction(
  request: Request,
  context: AppLoadContext,
  repairId: number | undefined,
): Promise<RepairActionData | ReturnType<typeof refuseSignedOut>> {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const admin = requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const intent = REPAIR_INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return { intent, ok: false, notification: failure("The form names no change") };
  if (repairId === undefined) return refused(intent, "There is no such repair");
  const desk = context.repairDesk;
  const answer = (
    result: { ok: true } | { ok: false; refusal: RepairRefusal },
    message: string,
  ): RepairActionData =>
    result.ok
      ? { intent, ok: true, notification: success(message) }
      : refused(intent, REPAIR_REFUSAL_MESSAGES[result.refusal]);

  switch (intent) {
    case "status": {
      const parsed = repairStatusSchema.safeParse({ status: form.get("status") });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]!.message);
      return answer(
        await desk.setStatus(repairId, parsed.data.status, admin),
        `Status set to ${REPAIR_STATUS_LABELS[parsed.data.status]}`,
      );
    }
    case "schedule": {
      const parsed = scheduleVisitSchema.safeParse({
        visitDate: form.get("visitDate"),
        visitSlot: form.get("visitSlot"),
        technician: form.get("technician"),
      });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]!.message);
      return answer(await desk.scheduleVisit(repairId, parsed.data, admin), "Visit scheduled");
    }
    case "estimate": {
      const kinds = form.getAll("lineKind");
      const descriptions = form.getAll("lineDescription");
      const amounts = form.getAll("lineAmount");
      const lines = kinds
        .map((kind, index) => ({
          kind: String(kind),
          description: String(descriptions[index] ?? ""),
          amountPaise: paiseOf(amounts[index] ?? null),
          blank: !String(descriptions[index] ?? "").trim() && !String(amounts[index] ?? "").trim(),
        }))
        .filter((line) => !line.blank)
        .map(({ blank: _blank, ...line }) => line);
      const parsed = estimateSchema.safeParse({ lines });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]!.message);
      const sent = await desk.sendEstimate(repairId, parsed.data.lines, admin);
      if (!sent.ok) return answer(sent, "");
      const origin = context.publicUrl ?? new URL(request.url).origin;
      const text = estimateMessageText(
        {
          shopName: context.shop.name,
          ticketNumber: sent.repair.ticketNumber,
          lines: parsed.data.lines,
        },
        `${origin}${sent.trackingPath}`,
        sent.repair.locale,
      );
      return {
        intent,
        ok: true,
        notification: success("Estimate saved. Send it on WhatsApp."),
        chatUrl: chatLink(sent.repair.customerMobile, text),
      };
    }
    case "parts": {
      const parsed = partsUsedSchema.safeParse({ partsUsed: form.get("partsUsed") ?? "" });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]!.message);
      return answer(
        await desk.setPartsUsed(repairId, parsed.data.partsUsed, admin),
        "Parts used saved",
      );
    }
    case "close": {
      const parsed = closeRepairSchema.safeParse({
        paymentMethod: form.get("paymentMethod"),
        amountPaise: paiseOf(form.get("amount")),
        warrantyUntil: form.get("warrantyUntil"),
      });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]!.message);
      return answer(
        await desk.close(repairId, parsed.data, admin),
        "Repair closed: paid and handed over",
      );
    }
    case "reopen":
      return answer(await desk.reopen(repairId, admin), "Repair reopened: its payment is undone");
    case "note": {
      const parsed = repairNoteSchema.safeParse({ text: form.get("text") ?? "" });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]!.message);
      return answer(await desk.addNote(repairId, parsed.data.text, admin), "Note added");
    }
    case "call": {
      const parsed = repairCallSchema.safeParse({ outcome: form.get("outcome") });
      if (!parsed.success) return refused(intent, "Choose how the call went");
      return answer(
        await desk.logCall(repairId, parsed.data.outcome, admin),
        `Call logged: ${CALL_OUTCOME_LABELS[parsed.data.outcome]}`,
      );
    }
  }
}
