import { formatShopDate, formatShopDay, shopDateOf } from "../../domain/shop-time";
import { Check, X } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { data, useFetcher } from "react-router";
import { formatRupees } from "../../domain/money";
import { ConfirmDialog } from "../components/confirm-dialog";
import { estimateAnswerSchema } from "../../domain/repair-desk";
import { issueRefusal, refusal, type RefusalOf } from "../../domain/refusals";
import { bookingDateRange } from "../../domain/repair-booking";
import { anotherDaySchema, type AnotherDay } from "../../domain/repair-requests";
import type { CustomerRepairView } from "../../domain/repair-status";
import { Button } from "../components/ui/button";
import { EstimateTable } from "../features/repairs/estimate-table";
import {
  REPAIR_REQUEST_INTENTS,
  RepairRequests,
  RepairShopContact,
  type RepairRequestData,
} from "../features/repairs/repair-customer-actions";
import { RepairStatusBadge } from "../features/repairs/repair-status-badge";
import {
  problemSummaryLabel,
  repairAnswerText,
  slotLabel,
  visitTypeLabel,
} from "../features/repairs/repair-texts";
import { applianceLabel, brandLabel, repairStatusLabel } from "../features/repairs/repair-labels";
import { pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { useLivePage } from "../components/live-stream";
import { TrackingNotFound } from "../features/tracking/tracking-not-found";
import { pageMeta } from "../seo";
import { BillLink } from "../features/bills/bill-link";
import type { Route } from "./+types/track-repair";
import { cardStyle } from "../components/ui/card";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.repair
      ? m.trk_repair_title({ ticketNumber: loaderData.repair.ticketNumber })
      : m.trk_not_found_title(),
    description: m.trk_title(),
    path: "/track/repair",
    noindex: true,
  });
}

/**
 * The customer's view of a repair behind its private link (`/track/repair/<token>`, where `/track`
 * sends a REP number and mobile). Only the hash of the token is stored. As for an order's link, an
 * unknown or malformed token gets the same not-found page as a wrong number, and is not counted
 * against the lookup lockout (256 bits are not guessed by trying).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const repair = await context.repairs.findByTrackingToken(params.token);
  if (!repair) return data({ repair: null, token: params.token, bill: null }, { status: 404 });
  const [bill, dayAsked] = await Promise.all([
    context.bills.customerLink("repair", repair.ticketNumber),
    context.repairs.dayAskedWaiting(repair),
  ]);
  return {
    repair,
    token: params.token,
    bill,
    dayAsked,
    dateRange: bookingDateRange(new Date(), context.shop.bookingDaysAhead),
    shopContact: { phone: context.shop.phone, whatsapp: context.shop.whatsapp },
  };
}

/** 'Cancel this request' and 'Ask for another day', each answered in the page's words. */
async function customerRequest(
  form: FormData,
  context: Route.ActionArgs["context"],
  token: string,
): Promise<RepairRequestData> {
  if (form.get("intent") === REPAIR_REQUEST_INTENTS.cancel) {
    const { changed, answer } = await context.repairs.cancelRequest(token);
    return { ok: changed, answer };
  }
  const { first, last } = bookingDateRange(new Date(), context.shop.bookingDaysAhead);
  const day = anotherDaySchema(first, last).safeParse({
    date: form.get("date"),
    slot: form.get("slot"),
  });
  if (!day.success) {
    const answer = issueRefusal(day.error.issues[0]!) as RefusalOf<"repair"> | null;
    return { ok: false, answer: answer ?? refusal("repair.slot") };
  }
  const { changed, answer } = await context.repairs.askAnotherDay(token, day.data);
  return { ok: changed, answer };
}

export type EstimateAnswerData = { ok: boolean; answer: RefusalOf<"estimate"> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (form.has("intent")) return customerRequest(form, context, params.token);
  const parsed = estimateAnswerSchema.safeParse({
    answer: form.get("answer"),
    estimateVersion: form.get("estimateVersion"),
  });
  if (!parsed.success) {
    const answer =
      parsed.error.issues[0]?.path[0] === "answer"
        ? refusal("estimate.choose")
        : refusal("estimate.unknown");
    return { ok: false, answer } satisfies EstimateAnswerData;
  }
  const result = await context.repairs.answerEstimate(
    { token: params.token },
    parsed.data.answer,
    parsed.data.estimateVersion,
  );
  if (!result.ok) return { ok: false, answer: result.refusal } satisfies EstimateAnswerData;
  // Declined, only a visit charge is owed: none when the estimate has none (brought to the shop).
  const owesNothing =
    parsed.data.answer === "declined" &&
    !result.repair.estimate?.lines.some((line) => line.kind === "visit");
  return {
    ok: true,
    answer: refusal(owesNothing ? "estimate.declined-free" : `estimate.${parsed.data.answer}`),
  } satisfies EstimateAnswerData;
}

export default function TrackRepair({ loaderData }: Route.ComponentProps) {
  if (!loaderData.repair) return <TrackingNotFound />;
  return <RepairView {...loaderData} repair={loaderData.repair} />;
}

const STEPS = [
  "requested",
  "visit_scheduled",
  "estimate_sent",
  "approved",
  "repaired",
  "closed",
] as const;

function RepairView({
  repair,
  token,
  bill,
  dayAsked,
  dateRange,
  shopContact,
}: {
  repair: CustomerRepairView;
  token: string;
  bill: { number: string; token: string } | null;
  dayAsked: AnotherDay | null;
  dateRange: { first: string; last: string };
  shopContact: { phone: string; whatsapp: string };
}) {
  const live = useLivePage(`/api/repairs/track/${encodeURIComponent(token)}/events`, "repairs");
  const reached = STEPS.indexOf(repair.status as (typeof STEPS)[number]);
  return (
    <section
      className="mx-auto max-w-xl px-4 py-6"
      data-live-state={live ? "live" : "connecting"}
      data-testid="track-repair"
    >
      <p className="text-sm text-slate-600">{m.trk_repair()}</p>
      <h1 className="text-2xl font-semibold">{repair.ticketNumber}</h1>
      <div className="mt-2" data-testid="repair-status">
        <RepairStatusBadge status={repair.status} label={repairStatusLabel(repair.status)} />
      </div>
      {reached >= 0 && (
        <ol className="mt-4 grid grid-cols-6 gap-1" aria-label={m.trk_progress()}>
          {STEPS.map((step, index) => (
            <li key={step} className="text-center text-[11px] leading-tight text-slate-700">
              <span
                className={`mx-auto mb-1 block h-1.5 rounded-full ${index <= reached ? "bg-brand-600" : "bg-slate-200"}`}
              />
              {repairStatusLabel(step)}
            </li>
          ))}
        </ol>
      )}
      <RepairShopContact ticketNumber={repair.ticketNumber} shop={shopContact} />
      <dl className={`${cardStyle} mt-4 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 p-4 text-sm`}>
        <dt className="text-slate-600">{m.trk_rq_booked_on()}</dt>
        <dd data-testid="repair-booked-on">
          {formatShopDate(shopDateOf(new Date(repair.createdAt)), pageLocale())}
        </dd>
        <dt className="text-slate-600">{m.trk_appliance()}</dt>
        <dd>
          {applianceLabel(repair.appliance)} · {brandLabel(repair.brand)}
          {repair.model && ` · ${repair.model}`}
        </dd>
        <dt className="text-slate-600">{m.trk_problem()}</dt>
        <dd className="whitespace-pre-line">{problemSummaryLabel(repair.problem)}</dd>
        <dt className="text-slate-600">{visitTypeLabel(repair.visitType)}</dt>
        <dd data-testid="repair-visit">
          {repair.visitDate
            ? `${formatShopDay(repair.visitDate, pageLocale())}, ${slotLabel(repair.visitSlot ?? "morning")}`
            : m.trk_asked_for({
                day: formatShopDay(repair.preferredDate, pageLocale()),
                slot: slotLabel(repair.preferredSlot),
              })}
        </dd>
        {repair.technician && (
          <>
            <dt className="text-slate-600">{m.trk_technician()}</dt>
            <dd data-testid="repair-technician">{repair.technician}</dd>
          </>
        )}
        {repair.warrantyUntil && (
          <>
            <dt className="text-slate-600">{m.trk_warranty_until()}</dt>
            <dd data-testid="repair-warranty">
              {formatShopDate(repair.warrantyUntil, pageLocale())}
            </dd>
          </>
        )}
      </dl>
      <BillLink bill={bill} className="mt-4" />
      <RepairRequests repair={repair} dayAsked={dayAsked} dateRange={dateRange} />
      {repair.estimate && <Estimate repair={repair} />}
    </section>
  );
}

function Estimate({ repair }: { repair: CustomerRepairView }) {
  const fetcher = useFetcher<typeof action>();
  const estimate = repair.estimate!;
  // An answer is asked once before it is sent: the shop acts on it.
  const [asking, setAsking] = useState<"approved" | "declined" | null>(null);
  const total = formatRupees(estimate.totalPaise);
  const ask = (answer: "approved" | "declined") => (event: MouseEvent) => {
    event.preventDefault();
    setAsking(answer);
  };
  const awaiting = repair.status === "estimate_sent" && estimate.answer === null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="estimate-heading"
      className={`${cardStyle} mt-4 p-4`}
      data-testid="repair-estimate"
    >
      <h2 id="estimate-heading" className="text-lg font-semibold">
        {m.trk_estimate()}
      </h2>
      <EstimateTable estimate={estimate} />
      {estimate.answer && (
        <p className="mt-3 font-medium" data-testid="estimate-answer">
          {estimate.answer === "approved" ? m.trk_estimate_approved() : m.trk_estimate_declined()}
        </p>
      )}
      {awaiting && (
        <fetcher.Form method="post" className="mt-3 grid grid-cols-2 gap-2">
          <input type="hidden" name="estimateVersion" value={estimate.version} />
          <Button
            type="submit"
            name="answer"
            value="approved"
            onClick={ask("approved")}
            variant="primary"
            disabled={busy}
            className="inline-flex items-center justify-center gap-2"
          >
            <Check aria-hidden size={18} />
            {m.trk_approve()}
          </Button>
          <Button
            type="submit"
            name="answer"
            value="declined"
            onClick={ask("declined")}
            disabled={busy}
            className="inline-flex items-center justify-center gap-2"
          >
            <X aria-hidden size={18} />
            {m.trk_decline()}
          </Button>
        </fetcher.Form>
      )}
      {asking && (
        <ConfirmDialog
          title={asking === "approved" ? m.trk_rq_approve_title() : m.trk_rq_decline_title()}
          message={
            asking === "approved"
              ? m.trk_rq_approve_question({ total })
              : m.trk_rq_decline_question({ total })
          }
          confirmLabel={asking === "approved" ? m.trk_approve() : m.trk_decline()}
          cancelLabel={m.trk_rq_not_yet()}
          tone={asking === "approved" ? "primary" : "danger"}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            void fetcher.submit(
              { answer: asking, estimateVersion: estimate.version },
              { method: "post" },
            );
            setAsking(null);
          }}
        />
      )}
      {fetcher.data && (
        <p
          role="status"
          className={`mt-2 text-sm ${fetcher.data.ok ? "text-green-800" : "text-red-700"}`}
        >
          {repairAnswerText(fetcher.data.answer)}
        </p>
      )}
    </section>
  );
}
