import { MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { chatLink, formatMobile, telephoneLink } from "../../../domain/contact-links";
import { APPLIANCE_LABELS, VISIT_SLOT_LABELS } from "../../../domain/repair-booking";
import type { RepairListRow } from "../../../domain/repair-desk";
import { REPAIR_STATUS_LABELS } from "../../../domain/repair-status";
import { formatShopDay } from "../../../domain/shop-time";
import { buttonStyles } from "../../components/ui/button";
import { RepairStatusBadge } from "./repair-status-badge";

function visitText(repair: RepairListRow): string {
  return repair.visitDate
    ? `${formatShopDay(repair.visitDate, "en")}, ${VISIT_SLOT_LABELS[repair.visitSlot ?? "morning"]}${repair.technician ? ` · ${repair.technician}` : ""}`
    : `Asked for ${formatShopDay(repair.preferredDate, "en")}, ${VISIT_SLOT_LABELS[repair.preferredSlot]}`;
}

/** The queue on a wider screen: one row per repair. */
export function RepairsTable({ repairs }: { repairs: RepairListRow[] }) {
  return (
    <div className="mt-2 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2">Ticket</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Customer</th>
            <th className="px-3 py-2">Appliance and problem</th>
            <th className="px-3 py-2">Visit</th>
            <th className="px-3 py-2">Where</th>
          </tr>
        </thead>
        <tbody>
          {repairs.map((repair) => (
            <tr key={repair.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2">
                <Link
                  to={`/admin/repairs/${repair.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {repair.ticketNumber}
                </Link>
              </td>
              <td className="px-3 py-2">
                <RepairStatusBadge
                  status={repair.status}
                  label={REPAIR_STATUS_LABELS[repair.status]}
                />
              </td>
              <td className="px-3 py-2">
                {repair.customerName}
                <br />
                <a
                  href={telephoneLink(repair.customerMobile)}
                  className="text-brand-700 hover:underline"
                >
                  {formatMobile(repair.customerMobile)}
                </a>
              </td>
              <td className="px-3 py-2">
                {APPLIANCE_LABELS[repair.appliance]} · {repair.brand}
                <br />
                <span className="text-slate-600">{repair.problem}</span>
              </td>
              <td className="px-3 py-2">{visitText(repair)}</td>
              <td className="px-3 py-2">
                {repair.visitType === "home" ? `${repair.address}, ${repair.pin}` : "At the shop"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Cards below a phone's first screen are laid out and painted only as they come near it (as the
 * home page's product cards, issue 30); off screen one keeps a card's size, then its own.
 */
const LAID_OUT_NEAR_THE_SCREEN = "[contain-intrinsic-size:auto_12rem] [content-visibility:auto]";

export function RepairCard({ repair, nearTheTop }: { repair: RepairListRow; nearTheTop: boolean }) {
  const visit = visitText(repair);
  return (
    <li
      className={`rounded-xl border border-slate-200 bg-white p-3 shadow-sm ${nearTheTop ? "" : LAID_OUT_NEAR_THE_SCREEN}`}
      data-testid="repair-card"
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/admin/repairs/${repair.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {repair.ticketNumber}
        </Link>
        <RepairStatusBadge status={repair.status} label={REPAIR_STATUS_LABELS[repair.status]} />
      </div>
      <p className="mt-1 font-medium break-words">{repair.customerName}</p>
      <p className="text-sm text-slate-700">
        {APPLIANCE_LABELS[repair.appliance]} · {repair.brand} · {repair.problem}
      </p>
      <p className="mt-1 text-sm text-slate-700">{visit}</p>
      <p className="text-sm text-slate-600">
        {repair.visitType === "home" ? `${repair.address}, ${repair.pin}` : "At the shop"}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <a
          href={telephoneLink(repair.customerMobile)}
          className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-1 text-sm`}
        >
          <Phone aria-hidden size={16} />
          {formatMobile(repair.customerMobile)}
        </a>
        <a
          href={chatLink(
            repair.customerMobile,
            `Hello ${repair.customerName}, about your repair ${repair.ticketNumber}`,
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-1 text-sm`}
        >
          <MessageCircle aria-hidden size={16} />
          WhatsApp
        </a>
      </div>
    </li>
  );
}
