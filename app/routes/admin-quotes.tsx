import { Link } from "react-router";
import { formatRupees } from "../../domain/money";
import { CHANNEL_LABELS, isOrderChannel } from "../../domain/sales";
import { formatShopDate } from "../../domain/shop-time";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-quotes";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Quotes",
    description: "Quotes sent, confirmed and expired",
    path: "/admin/sales/quotes",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const quotes = await context.quotes.list();
  return {
    quotes: quotes.map((quote) => ({
      ...quote,
      channelText: isOrderChannel(quote.channel) ? CHANNEL_LABELS[quote.channel] : quote.channel,
      validUntilText: formatShopDate(quote.validUntil, "en"),
    })),
  };
}

const STATUS_STYLES = {
  sent: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-900",
  expired: "bg-slate-200 text-slate-700",
} as const;

const STATUS_TEXTS = { sent: "Sent", confirmed: "Confirmed", expired: "Expired" } as const;

/** Quotes, newest first: sent (waiting), confirmed (with their order) or expired. */
export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="mx-auto max-w-3xl px-3 py-4">
        <div className="flex items-center justify-between">
          <h1 className="text-2xl font-semibold">Quotes</h1>
          <Link to="/admin/sales/new" className="underline">
            New sale or quote
          </Link>
        </div>
        {loaderData.quotes.length === 0 ? (
          <p className="mt-4 text-slate-600">No quotes yet.</p>
        ) : (
          <ul className="mt-4 grid gap-2">
            {loaderData.quotes.map((quote) => (
              <li
                key={quote.quoteNumber}
                className="rounded-lg border border-slate-200 bg-white p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{quote.quoteNumber}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm ${STATUS_STYLES[quote.status]}`}
                  >
                    {STATUS_TEXTS[quote.status]}
                  </span>
                </div>
                <p>
                  {quote.customerName || "Walk-in"} · {quote.channelText} ·{" "}
                  {formatRupees(quote.totalPaise)}
                </p>
                <p className="text-sm text-slate-600">Valid until {quote.validUntilText}</p>
                {quote.orderId !== null && (
                  <Link
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                    to={`/admin/order-details/${quote.orderId}`}
                  >
                    Open the order
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
