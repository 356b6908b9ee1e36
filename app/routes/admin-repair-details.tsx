import { ArrowLeft, Lock, MessageCircle, Printer } from "lucide-react";
import { useRef, useState } from "react";
import { data, Form, Link, useActionData } from "react-router";
import { defaultWarrantyUntil, repairIdOf, REPAIR_STATUS_LABELS } from "../../domain/repair-desk";
import { anotherDayAsked } from "../../domain/repair-requests";
import { isLocked } from "../../domain/repair-rules";
import { formatShopDateTime, shopDateOf } from "../../domain/shop-time";
import { buttonStyles } from "../components/ui/button";
import { BillActions } from "../features/bills/bill-actions";
import { billCard, repairNotYet } from "../features/bills/bill-summary.server";
import { adminClientAction } from "../features/admin/admin-client";
import { CallLog, noAnswerCount } from "../features/desk/call-log";
import { DeskNotification } from "../features/desk/desk-notification";
import { DeskNotes } from "../features/desk/desk-notes";
import { useDeskNotification } from "../features/desk/use-desk-notification";
import { CloseForm, ReopenForm } from "../features/repairs/close-form";
import { EstimateForm } from "../features/repairs/estimate-form";
import { useRepairFetcher } from "../features/repairs/use-repair-fetcher";
import {
  repairDeskAction,
  type RepairActionData,
} from "../features/repairs/repair-desk-action.server";
import {
  ApplianceSection,
  card,
  closedSummary,
  CustomerSection,
  EstimateState,
} from "../features/repairs/repair-details-sections";
import { PartsForm, ScheduleForm, StatusForm } from "../features/repairs/repair-forms";
import { RepairStatusBadge } from "../features/repairs/repair-status-badge";
import { repairStepUpdate } from "../features/repairs/repair-step-update.server";
import { RepairStepUpdateLink } from "../features/repairs/repair-step-update";
import { RepairTimeline } from "../features/repairs/repair-timeline";
import { ShowcaseToggle } from "../features/repairs/showcase-toggle";
import { useLiveRepairs } from "../features/repairs/use-live-repairs";
import { CustomerLanguage } from "../features/tracking/customer-language";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-repair-details";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.found ? `Repair ${loaderData.repair.ticketNumber}` : "Repair not found",
    description: "Repair details",
    path: `/admin/repairs/${params.id}`,
    noindex: true,
  });
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = repairIdOf(params.id);
  const repair = id === undefined ? undefined : await context.repairDesk.details(id);
  if (!repair) return data({ found: false as const }, { status: 404 });
  const today = shopDateOf(new Date());
  return {
    found: true as const,
    repair,
    requestedText: formatShopDateTime(repair.createdAt, "en"),
    timeline: repair.timeline.map((entry) => ({
      ...entry,
      atText: formatShopDateTime(entry.at, "en"),
    })),
    today,
    technicians: context.shop.technicians,
    visitChargePaise: context.shop.visitChargePaise,
    shopName: context.shop.name,
    warrantyDefault: defaultWarrantyUntil(today, context.shop.warrantyDays),
    stepUpdate: await repairStepUpdate(repair, context, request),
    billing: await billCard(context, request, "repair", repair.id, repairNotYet(repair)),
    showcased: await context.repairShowcase.isShown(repair.id),
  };
}

export const action = repairDeskAction;
export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function RepairDetailsPage({ loaderData }: Route.ComponentProps) {
  return loaderData.found ? (
    <RepairDetailsView key={loaderData.repair.id} {...loaderData} />
  ) : (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">Repair not found</h1>
      <Link to="/admin/repairs" className={`${buttonStyles.primary} mt-6 inline-flex items-center`}>
        Back to repairs
      </Link>
    </section>
  );
}

function RepairDetailsView({
  repair,
  requestedText,
  timeline,
  today,
  technicians,
  visitChargePaise,
  shopName,
  warrantyDefault,
  stepUpdate,
  billing,
  showcased,
}: Extract<Route.ComponentProps["loaderData"], { found: true }>) {
  const posted = useActionData<typeof action>();
  const { notification, serial, show, hide } = useDeskNotification(posted?.notification);
  const live = useLiveRepairs(repair.id);
  // The estimate goes out in one tap: the tap opens the chat window at once (a browser opens
  // windows only inside a tap), and the saved estimate's message is loaded into it.
  const chatWindow = useRef<Window | null>(null);
  // Posted without script, the page comes back with the answer's message link.
  const [estimateChat, setEstimateChat] = useState<string | undefined>(posted?.result?.chatUrl);
  const onAnswer = (answer: RepairActionData) => {
    if (answer.notification) show(answer.notification);
    if (answer.intent !== "estimate") return;
    const chatUrl = answer.result?.chatUrl;
    if (answer.ok && chatUrl) {
      setEstimateChat(chatUrl);
      chatWindow.current?.location.replace(chatUrl);
    } else {
      chatWindow.current?.close();
    }
    chatWindow.current = null;
  };
  const estimateFetcher = useRepairFetcher(onAnswer);
  const openChatWindow = () => {
    const opened = window.open("", "_blank");
    // The chat site gets no handle on this page.
    if (opened) opened.opener = null;
    chatWindow.current = opened;
  };
  const estimate = repair.estimate;
  // Closed is locked (decision 31): only notes, calls and 'Reopen' until it is reopened.
  const locked = isLocked(repair.status);
  // The schedule form starts from the visit booked, or else the customer's day; from the day
  // they asked for since it was booked while that request waits, the booked visit named beside.
  const dayAsked = anotherDayAsked(repair);
  const booked = repair.visitDate
    ? {
        visitDate: repair.visitDate,
        visitSlot: repair.visitSlot ?? repair.preferredSlot,
        technician: repair.technician ?? "",
      }
    : undefined;
  const moving = dayAsked?.waiting ? booked : undefined;
  const scheduleStart =
    moving && dayAsked
      ? { ...moving, visitDate: dayAsked.date, visitSlot: dayAsked.slot }
      : (booked ?? {
          visitDate: repair.preferredDate,
          visitSlot: repair.preferredSlot,
          technician: "",
        });

  return (
    <section
      className="mx-auto max-w-5xl px-4 py-4"
      data-live-state={live ? "live" : "connecting"}
      data-testid="repair-details"
    >
      <Link
        to="/admin/repairs"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden size={16} />
        Back to repairs
      </Link>
      <DeskNotification notification={notification} serial={serial} onClose={hide} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-all">Repair {repair.ticketNumber}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <RepairStatusBadge status={repair.status} label={REPAIR_STATUS_LABELS[repair.status]} />
            <CustomerLanguage locale={repair.locale} />
            <span>
              Requested <time dateTime={repair.createdAt}>{requestedText}</time>
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {!locked && <StatusForm status={repair.status} onAnswer={onAnswer} />}
          <Form method="post" action={`/admin/repairs/${repair.id}/job-card`} reloadDocument>
            <input type="hidden" name="intent" value="qr" />
            <button
              type="submit"
              className={`${buttonStyles.secondary} inline-flex items-center gap-2`}
            >
              <Printer aria-hidden size={16} />
              Job card
            </button>
          </Form>
        </div>
      </header>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <CustomerSection repair={repair} shopName={shopName}>
          {stepUpdate && <RepairStepUpdateLink update={stepUpdate} />}
        </CustomerSection>
        <ApplianceSection repair={repair} />

        {locked ? (
          <section aria-labelledby="closed-heading" className={`${card} md:col-span-2`}>
            <h2 id="closed-heading" className="flex items-center gap-2 text-lg font-semibold">
              <Lock aria-hidden size={18} />
              Closed: paid and handed over
            </h2>
            <p
              className="mt-2 rounded-lg bg-green-50 p-3 text-sm font-medium"
              data-testid="closed-summary"
            >
              Paid {closedSummary(repair)}
            </p>
            {estimate && <EstimateState estimate={estimate} />}
            <p className="mb-3 text-sm text-slate-700">
              A closed repair does not change. Reopen it if it was closed in error or the job is not
              finished; a return under warranty is a new repair.
            </p>
            <ReopenForm closedText={closedSummary(repair)} onAnswer={onAnswer} />
            <ShowcaseToggle shown={showcased} onAnswer={onAnswer} />
          </section>
        ) : (
          <>
            <div className={card}>
              <ScheduleForm
                // The customer's 'Ask for another day' arrives live: the fields start again from
                // the asked-for day, so 'Schedule visit' does not book the old one, also once a
                // visit is booked. (Keyed by the customer's request only: the owner's own
                // scheduling keeps the form and its answer.)
                key={dayAsked?.at ?? "booked"}
                visit={scheduleStart}
                moving={moving}
                technicians={technicians}
                today={today}
                onAnswer={onAnswer}
              />
            </div>

            <div className={card}>
              {estimate && <EstimateState estimate={estimate} />}
              <EstimateForm
                key={estimate?.version ?? 0}
                lines={estimate?.lines ?? null}
                visitType={repair.visitType}
                visitChargePaise={visitChargePaise}
                fetcher={estimateFetcher}
                onSending={openChatWindow}
              />
              {estimateChat && (
                <a
                  href={estimateChat}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${buttonStyles.primary} mt-3 inline-flex w-full items-center justify-center gap-2 bg-green-700 hover:bg-green-800`}
                  data-testid="send-estimate-whatsapp"
                >
                  <MessageCircle aria-hidden size={18} />
                  Send the estimate on WhatsApp again
                </a>
              )}
            </div>

            <div className={card}>
              <PartsForm partsUsed={repair.partsUsed} onAnswer={onAnswer} />
            </div>

            <div className={card}>
              <CloseForm
                amountPaise={estimate?.answer === "approved" ? estimate.totalPaise : null}
                warrantyUntil={repair.warrantyUntil ?? warrantyDefault}
                onAnswer={onAnswer}
              />
            </div>
          </>
        )}

        <BillActions {...billing} onNotify={show} className={card} />

        <div className={card}>
          <CallLog
            noAnswers={noAnswerCount(timeline.filter((entry) => entry.kind === "call"))}
            flagged={false}
            onAnswer={onAnswer}
          />
        </div>
        <div className={card}>
          <DeskNotes onAnswer={onAnswer} />
        </div>
        <div className={`${card} md:col-span-2`}>
          <RepairTimeline entries={timeline} />
        </div>
      </div>
    </section>
  );
}
