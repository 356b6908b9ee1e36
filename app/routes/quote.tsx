import { data, Form, Link, redirect, useNavigation } from "react-router";
import { choseEnglish, localizedPath } from "../../domain/locale";
import { namesInLanguage } from "../../domain/item-names";
import { formatRupees } from "../../domain/money";
import { refusalOf, sayRefusal } from "../../domain/refusals";
import { trackingPath } from "../../domain/order-tracking";
import { formatShopDate } from "../../domain/shop-time";
import { buttonStyles } from "../components/ui/button";
import { isOrderRefusal, ORDER_REFUSALS } from "../features/checkout/order-refusal-text";
import { customerLineName } from "../features/tracking/line-name";
import { href, pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/quote";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.found
      ? m.trk_sale_quote_title({ quoteNumber: loaderData.quote.quoteNumber })
      : m.trk_sale_quote_not_found(),
    description: m.trk_sale_quote_confirm_hint(),
    path: "/quote",
    noindex: true,
  });
}

/**
 * The customer's private quote link (issue 31): the lines, the total, and Confirm. A Hindi quote
 * opened at its English address (the owner may share that one) goes on to its /hi page, as a
 * bill does, unless the reader chose English.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const quote = await context.quotes.byToken(params.token);
  if (!quote) return data({ found: false as const }, { status: 404 });
  if (
    pageLocale() === "en" &&
    quote.locale === "hi" &&
    !choseEnglish(request.headers.get("Cookie"))
  ) {
    throw redirect(localizedPath(new URL(request.url).pathname, "hi"));
  }
  // Products and rate card lines by their Hindi names on a Hindi page; the owner's free-text
  // lines (other services, an exchange) as typed, an exchange saying it is one.
  const items = namesInLanguage(
    quote.items,
    [...(await context.catalogue.list()), ...context.shop.rateCard],
    pageLocale(),
  );
  return {
    found: true as const,
    quote: {
      quoteNumber: quote.quoteNumber,
      status: quote.status,
      totalPaise: quote.totalPaise,
      validUntilText: formatShopDate(quote.validUntil, pageLocale()),
      items: items.map((item) => ({
        name: item.name,
        kind: item.kind ?? "product",
        detail: item.detail ?? null,
        quantity: item.quantity,
        lineTotalPaise: item.unitPricePaise * item.quantity,
      })),
    },
  };
}

/** Confirm: places the quote's order once, however often it is tapped. */
export async function action({ context, params }: Route.ActionArgs) {
  try {
    const placed = await context.quotes.confirm(params.token);
    if (!placed) return data({ refused: m.trk_sale_quote_not_found() }, { status: 404 });
    return {
      confirmed: {
        orderNumber: placed.order.orderNumber,
        trackingPath: trackingPath(placed.trackingToken),
      },
    };
  } catch (error) {
    if (error instanceof Error && error.name === "QuoteRefusedError") {
      return data({ refused: m.trk_sale_quote_expired() }, { status: 409 });
    }
    if (error instanceof Error && error.name === "OrderRefusedError") {
      // Said in the page's language by its code (stock gone since the quote); a reason without
      // a code is the owner's own sale's, shown as the server wrote it.
      const refusal = refusalOf((error as Error & { refusal?: unknown }).refusal);
      if (isOrderRefusal(refusal) && "name" in refusal.params) {
        // The product by its Hindi name on a Hindi page, as the quote's lines name it.
        const [named] = namesInLanguage(
          [refusal.params],
          await context.catalogue.list(),
          pageLocale(),
        );
        refusal.params = named!;
      }
      const reason = isOrderRefusal(refusal) ? sayRefusal(ORDER_REFUSALS, refusal) : error.message;
      return data({ refused: m.trk_sale_quote_refused({ reason }) }, { status: 409 });
    }
    throw error;
  }
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (!loaderData.found) {
    return (
      <main className="mx-auto max-w-xl px-4 py-8">
        <p role="alert">{m.trk_sale_quote_not_found()}</p>
      </main>
    );
  }
  const { quote } = loaderData;
  const confirmed = actionData && "confirmed" in actionData ? actionData.confirmed : undefined;
  return (
    <main className="mx-auto max-w-xl px-4 py-6">
      <h1 className="text-2xl font-semibold">
        {m.trk_sale_quote_title({ quoteNumber: quote.quoteNumber })}
      </h1>
      <p className="mt-1 text-slate-600">
        {m.trk_sale_quote_valid({ date: quote.validUntilText })}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {quote.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3 p-3" data-line-kind={item.kind}>
            <span className="break-words">
              {item.quantity > 1 ? `${item.quantity} × ` : ""}
              {customerLineName(item)}
            </span>
            <span className="whitespace-nowrap">{formatRupees(item.lineTotalPaise)}</span>
          </li>
        ))}
        <li className="flex justify-between p-3 text-lg font-semibold">
          <span>{m.trk_sale_quote_total()}</span>
          <span data-testid="quote-total">{formatRupees(quote.totalPaise)}</span>
        </li>
      </ul>
      {confirmed ? (
        <div role="status" className="mt-4 rounded-lg bg-green-50 p-3">
          <p className="font-semibold text-green-900">
            {m.trk_sale_quote_confirmed({ orderNumber: confirmed.orderNumber })}
          </p>
          <Link className="underline" to={href(confirmed.trackingPath)}>
            {m.trk_sale_quote_track()}
          </Link>
        </div>
      ) : quote.status === "expired" ? (
        <p role="alert" className="mt-4 text-red-700">
          {m.trk_sale_quote_expired()}
        </p>
      ) : quote.status === "confirmed" ? (
        <p role="status" className="mt-4 font-semibold text-green-900">
          {m.trk_sale_quote_already()}
        </p>
      ) : (
        <Form method="post" className="mt-4 grid gap-2">
          <p className="text-slate-700">{m.trk_sale_quote_confirm_hint()}</p>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {m.trk_sale_quote_confirm()}
          </button>
        </Form>
      )}
      {actionData && "refused" in actionData && (
        <p role="alert" className="mt-3 text-red-700">
          {actionData.refused}
        </p>
      )}
    </main>
  );
}
