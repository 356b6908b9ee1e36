import { z } from "zod";
import { chatLink } from "../../../domain/contact-links";
import { postedPaise } from "../../../domain/money";
import {
  closeRepairSchema,
  estimateSchema,
  isBlankEstimateRow,
  partsUsedSchema,
  repairCallSchema,
  repairIdOf,
  repairNoteSchema,
  repairStatusSchema,
  REPAIR_STATUS_LABELS,
  scheduleVisitSchema,
} from "../../../domain/repair-desk";
import { REPAIR_REFUSAL_MESSAGES, type RepairRefusal } from "../../../domain/repair-rules";
import {
  adminAction,
  intent,
  type AnswerOf,
  type IntentArgs,
  type PostedBody,
} from "../admin/admin-action.server";
import { billIntents } from "../bills/bill-intents.server";
import { callLogMessages, noteMessages } from "../desk/desk-texts";
import { estimateMessageText } from "./repair-progress-texts";
import { showcaseIntents } from "./showcase-intent.server";

type DeskResult = { ok: true } | { ok: false; refusal: RepairRefusal };

/** The repair desk's answer as the page tells it: its words, or the refusal's. */
const told = (result: DeskResult, message: string) =>
  result.ok
    ? ({ ok: true, notify: message } as const)
    : ({ ok: false, notify: REPAIR_REFUSAL_MESSAGES[result.refusal] } as const);

const notFound: DeskResult = { ok: false, refusal: "not_found" };

const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The estimate's rows as posted, side by side; a row left blank is no line. The form says whether
 * the visit charge was taken off (`visitCharge=removed`), and then why; a repair brought to the
 * shop has none to take off (`none`).
 */
function estimateLines(body: PostedBody) {
  const descriptions = listOf(body.lineDescription).map(String);
  const amounts = listOf(body.lineAmount).map(String);
  return {
    lines: listOf(body.lineKind)
      .map((kind, index) => ({
        kind: String(kind),
        description: descriptions[index] ?? "",
        amount: amounts[index] ?? "",
      }))
      .filter((line) => !isBlankEstimateRow(line))
      .map(({ amount, ...line }) => ({ ...line, amountPaise: postedPaise(amount) })),
    visitChargeRemoved:
      body.visitCharge === "removed" ? String(body.visitChargeReason ?? "") : undefined,
  };
}

/**
 * Runs a change on the repair of the page's URL (/admin/repairs/:id); a URL naming no repair
 * is refused as not found.
 */
async function onRepair(
  { params }: IntentArgs,
  change: (id: number) => Promise<DeskResult>,
): Promise<DeskResult> {
  const id = repairIdOf(params.id);
  return id === undefined ? notFound : change(id);
}

/**
 * The changes the repair details page offers, each checked with the domain's schema and made by
 * the repair desk, which applies the repair's status rules and records the change on the timeline.
 */
export const repairDeskIntents = {
  status: intent({
    schema: repairStatusSchema,
    async run({ status }, args) {
      const result = await onRepair(args, (id) =>
        args.context.repairDesk.setStatus(id, status, args.admin),
      );
      return told(result, `Status set to ${REPAIR_STATUS_LABELS[status]}`);
    },
  }),
  schedule: intent({
    schema: scheduleVisitSchema,
    async run(visit, args) {
      const result = await onRepair(args, (id) =>
        args.context.repairDesk.scheduleVisit(id, visit, args.admin),
      );
      return told(result, "Visit scheduled");
    },
  }),
  estimate: intent({
    read: estimateLines,
    schema: estimateSchema,
    async run({ lines, visitChargeRemoved }, args) {
      const { context, request } = args;
      const id = repairIdOf(args.params.id);
      const sent =
        id === undefined
          ? notFound
          : await context.repairDesk.sendEstimate(id, lines, args.admin, visitChargeRemoved);
      if (!sent.ok) return told(sent, "");
      const origin = context.publicUrl ?? new URL(request.url).origin;
      const text = estimateMessageText(
        { shopName: context.shop.name, ticketNumber: sent.repair.ticketNumber, lines },
        `${origin}${sent.trackingPath}`,
        sent.repair.locale,
      );
      return {
        ok: true,
        notify: "Estimate saved. Send it on WhatsApp.",
        result: { chatUrl: chatLink(sent.repair.customerMobile, text) },
      };
    },
  }),
  parts: intent({
    read: (body) => ({ partsUsed: body.partsUsed ?? "" }),
    schema: partsUsedSchema,
    async run({ partsUsed }, args) {
      const result = await onRepair(args, (id) =>
        args.context.repairDesk.setPartsUsed(id, partsUsed, args.admin),
      );
      return told(result, "Parts used saved");
    },
  }),
  close: intent({
    read: (body) => ({ ...body, amountPaise: postedPaise(body.amount) }),
    schema: closeRepairSchema,
    async run(close, args) {
      const result = await onRepair(args, (id) =>
        args.context.repairDesk.close(id, close, args.admin),
      );
      return told(result, "Repair closed: paid and handed over");
    },
  }),
  reopen: intent({
    schema: z.object({}),
    async run(_input, args) {
      const result = await onRepair(args, (id) => args.context.repairDesk.reopen(id, args.admin));
      return told(result, "Repair reopened: its payment is undone");
    },
  }),
  note: intent({
    read: (body) => ({ text: body.text ?? "" }),
    schema: repairNoteSchema,
    async run({ text }, args) {
      const result = await onRepair(args, (id) =>
        args.context.repairDesk.addNote(id, text, args.admin),
      );
      return told(result, noteMessages.added);
    },
  }),
  call: intent({
    schema: repairCallSchema,
    async run({ outcome }, args) {
      const result = await onRepair(args, (id) =>
        args.context.repairDesk.logCall(id, outcome, args.admin),
      );
      return told(result, callLogMessages.logged(outcome));
    },
  }),
};

export const repairDeskAction = adminAction({
  ...repairDeskIntents,
  ...showcaseIntents,
  ...billIntents("repair", (params) => repairIdOf(params.id)),
});
export type RepairActionData = AnswerOf<
  typeof repairDeskIntents & typeof showcaseIntents & ReturnType<typeof billIntents>
>;
export type RepairIntent = keyof typeof repairDeskIntents;
