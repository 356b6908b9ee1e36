import { CalendarClock, MessageCircle, Phone, XCircle } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { chatLink, telephoneLink } from "../../../domain/contact-links";
import type { RefusalOf } from "../../../domain/refusals";
import { VISIT_SLOTS } from "../../../domain/repair-booking";
import type { AnotherDay } from "../../../domain/repair-requests";
import { customerMayChange } from "../../../domain/repair-rules";
import type { CustomerRepairView } from "../../../domain/repair-status";
import { addDays, formatShopDay } from "../../../domain/shop-time";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button, buttonStyles } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { repairAnswerText, slotLabel } from "./repair-texts";

/** The posts of the repair page's own requests (its action reads `intent`). */
export const REPAIR_REQUEST_INTENTS = { cancel: "cancel", anotherDay: "another-day" } as const;

export type RepairRequestData = { ok: boolean; answer: RefusalOf<"repair"> };

/** Call or write to the shop about this repair, in one tap. */
export function RepairShopContact({
  ticketNumber,
  shop,
}: {
  ticketNumber: string;
  shop: { phone: string; whatsapp: string };
}) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-2">
      <a
        href={telephoneLink(shop.phone)}
        className={`${buttonStyles.primary} inline-flex min-h-11 items-center justify-center gap-2`}
      >
        <Phone aria-hidden size={18} />
        {m.trk_rq_call_shop()}
      </a>
      <a
        href={chatLink(shop.whatsapp, m.trk_rq_shop_chat({ ticketNumber }))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-3 text-center font-semibold text-white hover:bg-green-800"
      >
        <MessageCircle aria-hidden size={18} />
        {m.trk_rq_whatsapp_shop()}
      </a>
    </div>
  );
}

function daysFrom(first: string, last: string): string[] {
  const days = [first];
  while (days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
}

/**
 * Before the visit, the customer may ask for another day or cancel the request (asked once,
 * in a dialog); the shop's queue hears of either at once. `dayAsked` is their request for another
 * day still waiting for the shop (issue 34): the page says so, also after a reload, and the button
 * changes it, until the owner schedules again.
 */
export function RepairRequests({
  repair,
  dayAsked,
  dateRange,
}: {
  repair: CustomerRepairView;
  dayAsked: AnotherDay | null;
  dateRange: { first: string; last: string };
}) {
  const fetcher = useFetcher<RepairRequestData>();
  const [choosingDay, setChoosingDay] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
  // A day sent closes the form: the page then shows the request (adjusted while rendering, as
  // React advises for state that follows an answer, not in an effect).
  const [seenAnswer, setSeenAnswer] = useState(fetcher.data);
  if (fetcher.data !== seenAnswer) {
    setSeenAnswer(fetcher.data);
    if (fetcher.data?.ok) setChoosingDay(false);
  }
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  if (!customerMayChange(repair.status)) {
    return answer ? <Answer answer={answer} /> : null;
  }
  return (
    <section className="mt-4 space-y-3" aria-label={m.trk_rq_another_day()}>
      {dayAsked && (
        <p
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="another-day-waiting"
        >
          {m.trk_rq_day_waiting({
            day: formatShopDay(dayAsked.date, pageLocale()),
            slot: slotLabel(dayAsked.slot),
          })}
        </p>
      )}
      {choosingDay ? (
        <fetcher.Form method="post" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3">
          <input type="hidden" name="intent" value={REPAIR_REQUEST_INTENTS.anotherDay} />
          <div>
            <Label htmlFor="another-day-date">{m.trk_rq_day()}</Label>
            <Select id="another-day-date" name="date" defaultValue={repair.preferredDate}>
              {daysFrom(dateRange.first, dateRange.last).map((day) => (
                <option key={day} value={day}>
                  {formatShopDay(day, pageLocale())}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="another-day-slot">{m.trk_rq_slot()}</Label>
            <Select id="another-day-slot" name="slot" defaultValue={repair.preferredSlot}>
              {VISIT_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slotLabel(slot)}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="primary" disabled={busy} className="col-span-2">
            {m.trk_rq_another_day_send()}
          </Button>
        </fetcher.Form>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button
            onClick={() => setChoosingDay(true)}
            className="inline-flex items-center justify-center gap-2"
          >
            <CalendarClock aria-hidden size={18} />
            {dayAsked ? m.trk_rq_change_day() : m.trk_rq_another_day()}
          </Button>
          <Button
            onClick={() => setAskingCancel(true)}
            disabled={busy}
            className="inline-flex items-center justify-center gap-2 text-red-800"
          >
            <XCircle aria-hidden size={18} />
            {m.trk_rq_cancel()}
          </Button>
        </div>
      )}
      {/* The day recorded is told by the request's own line above, once. */}
      {answer && !(answer.ok && dayAsked) && <Answer answer={answer} />}
      {askingCancel && (
        <ConfirmDialog
          title={m.trk_rq_cancel_title()}
          message={m.trk_rq_cancel_question({ ticketNumber: repair.ticketNumber })}
          confirmLabel={m.trk_rq_cancel_confirm()}
          cancelLabel={m.trk_keep_order()}
          onCancel={() => setAskingCancel(false)}
          onConfirm={() => {
            setAskingCancel(false);
            void fetcher.submit({ intent: REPAIR_REQUEST_INTENTS.cancel }, { method: "post" });
          }}
        />
      )}
    </section>
  );
}

function Answer({ answer }: { answer: RepairRequestData }) {
  return (
    <p role="status" className={`text-sm ${answer.ok ? "text-green-800" : "text-red-700"}`}>
      {repairAnswerText(answer.answer)}
    </p>
  );
}
