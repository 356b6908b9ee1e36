import { ChevronRight, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatRupees } from "../../../domain/money";
import {
  trackingPath,
  type OrderOnPhone,
  type PhoneOrdersAnswer,
  type RepairOnPhone,
} from "../../../domain/order-tracking";
import type { TrackingStatusesRequest } from "../../../domain/order-tracking-schemas";
import { trackRepairPath } from "../../../domain/repair-booking";
import { formatShopDate, shopDateOf } from "../../../domain/shop-time";
import { href, pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { applianceLabel, brandLabel, repairStatusLabel } from "../repairs/repair-labels";
import { forgetPhoneOrders, usePhoneOrders, type PhoneOrder } from "./phone-orders";
import { statusWord } from "./tracking-texts";
import { cardStyle } from "../../components/ui/card";

/** What the shop says of each kept entry, by token; null where it knows it no more. */
type Summaries = Map<string, OrderOnPhone | RepairOnPhone | null>;

/** Asks the shop what became of each order and repair this phone kept, in the page's language. */
function useSummaries(entries: PhoneOrder[]): Summaries | undefined {
  const [summaries, setSummaries] = useState<Summaries>();
  const asked = entries.map((entry) => `${entry.kind ?? "order"}:${entry.token}`).join(",");
  useEffect(() => {
    if (!asked) return;
    const kept = asked.split(",").map((entry) => entry.split(":") as [string, string]);
    const tokens = kept.filter(([kind]) => kind === "order").map(([, token]) => token);
    const repairTokens = kept.filter(([kind]) => kind === "repair").map(([, token]) => token);
    const body: TrackingStatusesRequest = { tokens, repairTokens, locale: pageLocale() };
    let current = true;
    void fetch("/api/tracking/statuses", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })
      .then((response) => (response.ok ? (response.json() as Promise<PhoneOrdersAnswer>) : null))
      .then((answer) => {
        if (!current || !answer) return;
        const found: Summaries = new Map();
        tokens.forEach((token, index) => found.set(token, answer.orders[index] ?? null));
        repairTokens.forEach((token, index) => found.set(token, answer.repairs[index] ?? null));
        setSummaries(found);
      })
      // Offline: the list still shows the numbers, dates and links, without the shop's answer.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [asked]);
  return summaries;
}

function dateText(at: string): string {
  return formatShopDate(shopDateOf(new Date(at)), pageLocale());
}

/** The lines of an entry: what it is now, when, what was bought or mended, and for how much. */
function describe(entry: PhoneOrder, summary: OrderOnPhone | RepairOnPhone | null | undefined) {
  const date = dateText(summary?.createdAt ?? entry.placedAt);
  if (summary === null) return { status: m.trk_status_unknown(), date, what: "", amount: "" };
  if (entry.kind === "repair") {
    const repair = summary as RepairOnPhone | undefined;
    return {
      status: repair ? repairStatusLabel(repair.status) : "",
      date: m.trk_phone_booked_on({ date }),
      what: repair
        ? m.trk_phone_repair_of({
            appliance: applianceLabel(repair.appliance),
            brand: brandLabel(repair.brand),
          })
        : "",
      amount:
        repair && repair.estimatePaise !== null
          ? m.trk_phone_estimate({ total: formatRupees(repair.estimatePaise) })
          : "",
    };
  }
  const order = summary as OrderOnPhone | undefined;
  return {
    status: order ? statusWord(order.status) : "",
    date: m.trk_placed_on({ date }),
    what: order
      ? order.items
          .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
          .join(", ")
      : "",
    amount: order ? m.trk_phone_total({ total: formatRupees(order.totalPaise) }) : "",
  };
}

/** 'Your orders on this phone': kept in this browser only, forgotten in one tap (issue 12). */
export function PhoneOrders() {
  const entries = usePhoneOrders();
  const summaries = useSummaries(entries);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="phone-orders-heading" className="mt-8">
      <h2 id="phone-orders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Smartphone aria-hidden size={20} />
        {m.trk_your_orders()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.trk_your_orders_hint()}</p>
      <ul className={`${cardStyle} mt-3 divide-y divide-slate-200`}>
        {entries.map((entry) => {
          const shown = describe(entry, summaries?.get(entry.token));
          const path =
            entry.kind === "repair" ? trackRepairPath(entry.token) : trackingPath(entry.token);
          return (
            <li key={entry.token}>
              <Link
                to={href(path)}
                className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-slate-50"
                data-testid="phone-order"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-mono font-semibold break-all">{entry.orderNumber}</span>
                    <span className="text-sm font-medium text-slate-800">{shown.status}</span>
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{shown.date}</span>
                  {shown.what && (
                    <span className="mt-0.5 line-clamp-2 block text-sm break-words text-slate-800">
                      {shown.what}
                    </span>
                  )}
                  {shown.amount && (
                    <span className="mt-0.5 block text-sm font-semibold">{shown.amount}</span>
                  )}
                </span>
                <ChevronRight aria-hidden size={18} className="shrink-0 text-slate-500" />
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={forgetPhoneOrders}
        className="mt-3 min-h-11 text-sm font-medium text-brand-700 hover:underline"
      >
        {m.trk_forget_orders()}
      </button>
    </section>
  );
}
