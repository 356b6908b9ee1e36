import type { ReactNode } from "react";
import { MessageCircle, Phone } from "lucide-react";
import { chatLink, formatMobile, telephoneLink } from "../../../domain/contact-links";
import { landmarkPhrase } from "../../../domain/delivery";
import { formatRupees } from "../../../domain/money";
import {
  APPLIANCE_LABELS,
  VISIT_SLOT_LABELS,
  VISIT_TYPE_LABELS,
} from "../../../domain/repair-booking";
import {
  ESTIMATE_LINE_LABELS,
  PAYMENT_METHOD_LABELS,
  type RepairDetails,
  type RepairEstimate,
} from "../../../domain/repair-desk";
import { formatShopDate, formatShopDay } from "../../../domain/shop-time";
import { buttonStyles } from "../../components/ui/button";
import { repairChatText } from "./repair-progress-texts";

/*
 * The details page's read-only sections (/admin/repairs/:id): who, what, the estimate sent and how
 * the repair was closed. The forms that change the repair are in repair-forms.tsx,
 * estimate-form.tsx and close-form.tsx.
 */

export const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

export function CustomerSection({
  repair,
  shopName,
  children,
}: {
  repair: RepairDetails;
  shopName: string;
  /** What the shop may tell the customer next (repair-step-update.tsx). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="customer-heading" className={card}>
      <h2 id="customer-heading" className="text-lg font-semibold">
        Customer
      </h2>
      <p className="mt-2 text-lg font-medium break-words">{repair.customerName}</p>
      <p className="text-slate-700">{formatMobile(repair.customerMobile)}</p>
      <p className="mt-1 text-sm text-slate-700">{VISIT_TYPE_LABELS[repair.visitType]}</p>
      {repair.visitType === "home" && (
        <p className="text-sm break-words text-slate-700">
          {repair.address}
          {repair.landmark &&
            ` (${landmarkPhrase(repair.landmark, (landmark) => `near ${landmark}`)})`}
          , {repair.pin}
        </p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={telephoneLink(repair.customerMobile)}
          className={`${buttonStyles.primary} inline-flex items-center justify-center gap-2`}
        >
          <Phone aria-hidden size={18} />
          Call
        </a>
        <a
          href={chatLink(repair.customerMobile, repairChatText(repair, shopName, repair.locale))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-2`}
        >
          <MessageCircle aria-hidden size={18} />
          WhatsApp
        </a>
      </div>
      {children}
    </section>
  );
}

export function ApplianceSection({ repair }: { repair: RepairDetails }) {
  return (
    <section aria-labelledby="appliance-heading" className={card}>
      <h2 id="appliance-heading" className="text-lg font-semibold">
        Appliance
      </h2>
      <p className="mt-2 font-medium break-words">
        {APPLIANCE_LABELS[repair.appliance]} · {repair.brand}
        {repair.model && ` · ${repair.model}`}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{repair.problem}</p>
      <p className="mt-2 text-sm text-slate-600">
        Asked for {formatShopDay(repair.preferredDate, "en")},{" "}
        {VISIT_SLOT_LABELS[repair.preferredSlot]}
      </p>
      {repair.visitDate && (
        <p className="text-sm font-medium text-slate-800" data-testid="scheduled-visit">
          Visit: {formatShopDay(repair.visitDate, "en")},{" "}
          {VISIT_SLOT_LABELS[repair.visitSlot ?? "morning"]} · {repair.technician}
        </p>
      )}
      {repair.partsUsed && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-medium">Parts used:</span> {repair.partsUsed}
        </p>
      )}
      {repair.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Photos">
          {repair.photos.map((name, index) => (
            <li key={name}>
              <a
                href={`/api/admin/repairs/photos/${name}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <img
                  src={`/api/admin/repairs/photos/${name}`}
                  alt={`Customer's photo ${index + 1}`}
                  className="aspect-square w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The estimate last sent and the customer's answer to it. */
export function EstimateState({ estimate }: { estimate: RepairEstimate }) {
  return (
    <div className="mb-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="estimate-state">
      <p className="font-medium">
        Estimate {estimate.version} sent: {formatRupees(estimate.totalPaise)}
      </p>
      <ul className="mt-1">
        {estimate.lines.map((line, index) => (
          <li key={index} className="break-words">
            {ESTIMATE_LINE_LABELS[line.kind]}: {line.description} — {formatRupees(line.amountPaise)}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-semibold">
        {estimate.answer === "approved"
          ? "The customer approved it"
          : estimate.answer === "declined"
            ? "The customer declined it"
            : "Waiting for the customer's answer"}
      </p>
    </div>
  );
}

/** How a closed repair was paid, as its close recorded it. */
export function closedSummary(repair: RepairDetails): string {
  const method = repair.paymentMethod ? PAYMENT_METHOD_LABELS[repair.paymentMethod] : "";
  const until = repair.warrantyUntil ? formatShopDate(repair.warrantyUntil, "en") : "—";
  return `${formatRupees(repair.paymentPaise ?? 0)} by ${method}; warranty until ${until}`;
}
