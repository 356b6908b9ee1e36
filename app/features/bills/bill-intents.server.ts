import type { Params } from "react-router";
import {
  BILL_ADDRESS_NEEDED,
  creditNoteSchema,
  issueBillSchema,
} from "../../../domain/bills/place-of-supply";
import { intent } from "../admin/admin-action.server";
import { CREDIT_NOTE_INTENT, ISSUE_BILL_INTENT } from "./bill-intent-names";

const NO_RECORD = { order: "No such order", repair: "No such repair" } as const;
const NO_BILL = "This has no bill yet: issue the bill first";

/**
 * 'Issue bill' and 'Credit note' on the order's or the repair's details page, for the record the
 * page's URL names. Issuing twice gives the bill already made; a bill gets one credit note.
 */
export function billIntents(
  kind: "order" | "repair",
  idOf: (params: Params) => number | undefined,
) {
  return {
    [ISSUE_BILL_INTENT]: intent({
      schema: issueBillSchema,
      async run({ buyerState, buyerAddress }, { admin, context, params }) {
        const id = idOf(params);
        if (id === undefined) return { ok: false, notify: NO_RECORD[kind] };
        const answer =
          kind === "order"
            ? await context.bills.issueForOrder(id, admin.email, buyerState, buyerAddress)
            : await context.bills.issueForRepair(id, admin.email, buyerState, buyerAddress);
        if ("refusal" in answer) {
          return {
            ok: false,
            notify: answer.refusal,
            ...(answer.refusal === BILL_ADDRESS_NEEDED
              ? { fieldErrors: { buyerAddress: answer.refusal } }
              : {}),
          };
        }
        return { ok: true, notify: `Bill ${answer.bill.number} issued` };
      },
    }),
    [CREDIT_NOTE_INTENT]: intent({
      schema: creditNoteSchema,
      async run({ reason }, { admin, context, params }) {
        const id = idOf(params);
        const view = id === undefined ? undefined : await context.bills.forSource(kind, id);
        if (!view) return { ok: false, notify: NO_BILL };
        const answer = await context.bills.creditNote(view.bill.id, reason, admin.email);
        if ("refusal" in answer) {
          return { ok: false, notify: answer.refusal, fieldErrors: { reason: answer.refusal } };
        }
        return {
          ok: true,
          notify: `Credit note ${answer.creditNote.number} issued against bill ${view.bill.number}`,
        };
      },
    }),
  };
}
