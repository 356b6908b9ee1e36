import { formatShopDate, formatShopDateTime, formatShopDay } from "../../domain/shop-time";
import { Printer } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useActionData } from "react-router";
import { formatMobile } from "../../domain/contact-links";
import {
  APPLIANCE_LABELS,
  VISIT_SLOT_LABELS,
  VISIT_TYPE_LABELS,
} from "../../domain/repair-booking";
import { repairIdOf, REPAIR_STATUS_LABELS } from "../../domain/repair-desk";
import { Button, buttonStyles } from "../components/ui/button";
import { adminAction, intent } from "../features/admin/admin-action.server";
import { adminClientAction } from "../features/admin/admin-client";
import { EstimateTable } from "../features/repairs/estimate-table";
import { qrCodeDataUrl } from "../features/repairs/job-card-qr.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-repair-job-card";
import { z } from "zod";

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Job card",
    description: "Printable job card",
    path: `/admin/repairs/${params.id}/job-card`,
    noindex: true,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = repairIdOf(params.id);
  const repair = id === undefined ? undefined : await context.repairDesk.details(id);
  if (!repair) throw data("Repair not found", { status: 404 });
  return {
    repair,
    shop: { name: context.shop.name, phone: context.shop.phone, address: context.shop.address },
    requestedText: formatShopDateTime(repair.createdAt, "en"),
  };
}

/**
 * Makes the card's QR code: a new private link, issued by a post (not by opening the page), so
 * that only a card the owner chose to print carries one.
 */
export const action = adminAction({
  qr: intent({
    schema: z.object({}),
    async run(_input, { context, params, request }) {
      const id = repairIdOf(params.id);
      const path = id === undefined ? undefined : await context.repairDesk.issueTrackingLink(id);
      if (!path) return { ok: false, notify: "There is no such repair; it may have been removed" };
      const url = `${context.publicUrl ?? new URL(request.url).origin}${path}`;
      return { ok: true, result: { trackingUrl: url, qrCode: await qrCodeDataUrl(url) } };
    },
  }),
});

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function JobCard({ loaderData }: Route.ComponentProps) {
  const { repair, shop, requestedText } = loaderData;
  const made = useActionData<typeof action>();
  const qr = made?.result;
  useEffect(() => {
    if (qr) window.print();
  }, [qr]);

  return (
    <>
      <section className="mx-auto max-w-2xl px-4 py-4 print:p-0" data-testid="job-card">
        <div className="mb-3 flex flex-wrap gap-2 print:hidden">
          <Link
            to={`/admin/repairs/${repair.id}`}
            className={`${buttonStyles.secondary} inline-flex items-center`}
          >
            Back to the repair
          </Link>
          {qr ? (
            <Button onClick={() => window.print()} className="inline-flex items-center gap-2">
              <Printer aria-hidden size={16} />
              Print
            </Button>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="qr" />
              <button
                type="submit"
                className={`${buttonStyles.primary} inline-flex items-center gap-2`}
              >
                <Printer aria-hidden size={16} />
                Print with QR code
              </button>
            </Form>
          )}
          {made && !made.ok && made.notification && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {made.notification.message}
            </p>
          )}
        </div>
        <article className="rounded-xl border border-slate-300 bg-white p-5 print:rounded-none print:border-0">
          <header className="flex items-start justify-between gap-4 border-b border-slate-300 pb-3">
            <div>
              <p className="text-lg font-bold">{shop.name}</p>
              <p className="text-sm">{shop.address}</p>
              <p className="text-sm">{formatMobile(shop.phone)}</p>
            </div>
            <div className="text-right">
              <p className="text-xs tracking-wide text-slate-600 uppercase">Job card</p>
              <p className="text-xl font-bold" data-testid="job-card-ticket">
                {repair.ticketNumber}
              </p>
              <p className="text-sm">{requestedText}</p>
              <p className="text-sm">{REPAIR_STATUS_LABELS[repair.status]}</p>
            </div>
          </header>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">Customer</dt>
            <dd>
              {repair.customerName}, {formatMobile(repair.customerMobile)}
            </dd>
            <dt className="font-medium">Visit</dt>
            <dd>
              {VISIT_TYPE_LABELS[repair.visitType]}
              {repair.visitType === "home" && `: ${repair.address}, ${repair.pin}`}
              {repair.visitDate &&
                ` · ${formatShopDay(repair.visitDate, "en")}, ${VISIT_SLOT_LABELS[repair.visitSlot ?? "morning"]} · ${repair.technician ?? ""}`}
            </dd>
            <dt className="font-medium">Appliance</dt>
            <dd>
              {APPLIANCE_LABELS[repair.appliance]} · {repair.brand}
              {repair.model && ` · ${repair.model}`}
            </dd>
            <dt className="font-medium">Problem</dt>
            <dd className="whitespace-pre-line">{repair.problem}</dd>
            {repair.partsUsed && (
              <>
                <dt className="font-medium">Parts used</dt>
                <dd className="whitespace-pre-line">{repair.partsUsed}</dd>
              </>
            )}
            <dt className="font-medium">Warranty</dt>
            <dd>
              {repair.warrantyUntil
                ? `Until ${formatShopDate(repair.warrantyUntil, "en")}`
                : "From the day of closing"}
            </dd>
          </dl>
          {repair.estimate && <EstimateTable estimate={repair.estimate} caption="Estimate" />}
          {qr && (
            <div className="mt-4 flex items-center gap-4 border-t border-slate-300 pt-3">
              <img
                src={qr.qrCode}
                alt="QR code of the tracking link"
                className="size-28"
                data-testid="job-card-qr"
              />
              <p className="text-sm">
                Follow your repair: scan the code or open
                <br />
                <span className="break-all">{qr.trackingUrl}</span>
              </p>
            </div>
          )}
          <p className="mt-6 grid grid-cols-2 gap-8 text-sm">
            <span className="border-t border-slate-400 pt-1">Customer's signature</span>
            <span className="border-t border-slate-400 pt-1">Technician's signature</span>
          </p>
        </article>
      </section>
    </>
  );
}
