import { formatShopDateTime } from "../../domain/shop-time";
import { MessageCircle, Phone, Truck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { chatLink, telephoneLink } from "../../domain/contact-links";
import { landmarkPhrase } from "../../domain/delivery";
import { namesInLanguage } from "../../domain/item-names";
import { formatRupees } from "../../domain/money";
import { trackingPath } from "../../domain/order-tracking";
import { refusal } from "../../domain/refusals";
import { buttonStyles } from "../components/ui/button";
import { PaymentLine } from "../features/checkout/payment-line";
import { CustomerTimeline } from "../features/tracking/customer-timeline";
import { TrackingNotFound } from "../features/tracking/tracking-not-found";
import {
  statusExplained,
  statusWord,
  trackingAnswerText,
} from "../features/tracking/tracking-texts";
import { href, pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { useLivePage } from "../components/live-stream";
import { pageMeta } from "../seo";
import { BillLink } from "../features/bills/bill-link";
import { customerLineName } from "../features/tracking/line-name";
import type { Route } from "./+types/track-order";
import { cardStyle } from "../components/ui/card";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.found
      ? m.trk_order_title({ orderNumber: loaderData.order.orderNumber })
      : m.trk_not_found_title(),
    description: m.trk_title(),
    path: "/track",
    noindex: true,
  });
}

/** The private link's page: an unknown or malformed token gets the same page as a wrong number. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tracked = await context.orderTracking.byToken(params.token);
  if (!tracked) return data({ found: false as const }, { status: 404 });
  const [catalogue, demoIds] = await Promise.all([
    context.catalogue.list(),
    context.demoCatalogue.ids(),
  ]);
  // A line of a product still on the demo's list says so (issue 33): its price was made up. By
  // its English name, as an ordered line keeps only its name.
  const demoNames = new Set(catalogue.filter(({ id }) => demoIds.has(id)).map(({ name }) => name));
  const items = namesInLanguage(
    tracked.items,
    [...catalogue, ...context.shop.rateCard],
    pageLocale(),
  ).map((item, index) => ({
    ...item,
    demo: item.kind === "product" && demoNames.has(tracked.items[index]!.name),
  }));
  const order = { ...tracked, items };
  return {
    found: true as const,
    order,
    placedText: formatShopDateTime(order.createdAt, pageLocale()),
    timeline: order.timeline.map((entry) => ({
      ...entry,
      atText: formatShopDateTime(entry.at, pageLocale()),
    })),
    shop: { phone: context.shop.phone, whatsapp: context.shop.whatsapp },
    bill: await context.bills.customerLink("order", order.orderNumber),
  };
}

/**
 * 'Cancel order', posted from the confirmation; the server decides whether it still may. A refusal
 * answers 200 with its message, as the shop's other pages do (the API answers 409).
 */
export async function action({ context, params }: Route.ActionArgs) {
  const result = await context.orderTracking.cancel(params.token);
  switch (result.kind) {
    case "cancelled":
      throw redirect(href(trackingPath(params.token)));
    case "not-found":
      return { refusal: refusal("tracking.not-found") };
    case "refused":
      return { refusal: refusal("tracking.cancel-refused", { status: result.status }) };
  }
}

export default function TrackOrder({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.found) return <TrackingNotFound />;
  return (
    <TrackedOrderView
      key={params.token}
      token={params.token}
      {...loaderData}
      error={actionData?.refusal && trackingAnswerText(actionData.refusal)}
    />
  );
}

const card = `${cardStyle} p-4 shadow-sm`;

function TrackedOrderView({
  token,
  order,
  placedText,
  timeline,
  shop,
  bill,
  error,
}: Extract<Route.ComponentProps["loaderData"], { found: true }> & {
  token: string;
  error: string | undefined;
}) {
  const live = useLivePage(`/api/tracking/${encodeURIComponent(token)}/events`, "orders");
  const [searchParams] = useSearchParams();
  const cancelling = useNavigation().state === "submitting";
  const asking = order.canCancel && searchParams.get("cancel") === "1";
  const delivery = [
    order.deliveryAddress,
    order.deliveryLandmark &&
      landmarkPhrase(order.deliveryLandmark, (landmark) => m.trk_delivery_near({ landmark })),
    order.deliveryPin,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <section
      className="mx-auto max-w-2xl space-y-4 px-4 py-6"
      data-live-state={live ? "live" : "connecting"}
    >
      <header>
        <h1 className="text-2xl font-semibold break-all">
          {m.trk_order_title({ orderNumber: order.orderNumber })}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={order.createdAt}>{m.trk_placed_on({ date: placedText })}</time>
          {order.customerName && ` · ${order.customerName}, ${order.mobileDisplay}`}
        </p>
      </header>

      <section aria-labelledby="status-heading" className={card}>
        <h2 id="status-heading" className="sr-only">
          {m.trk_status_heading()}
        </h2>
        <p className="text-xl font-semibold" data-testid="customer-status">
          {statusWord(order.status)}
        </p>
        <p className="mt-1 text-slate-700">{statusExplained(order.status)}</p>
        <p className="mt-2 text-xs text-slate-500">{m.trk_live_hint()}</p>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {asking ? (
          <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3">
            <p className="font-medium text-red-900">
              {m.trk_cancel_question({ orderNumber: order.orderNumber })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Form method="post" replace>
                <button type="submit" disabled={cancelling} className={buttonStyles.danger}>
                  {m.trk_confirm_cancel()}
                </button>
              </Form>
              <Link
                to={href(trackingPath(token))}
                replace
                preventScrollReset
                className={`${buttonStyles.secondary} inline-flex items-center`}
              >
                {m.trk_keep_order()}
              </Link>
            </div>
          </div>
        ) : order.canCancel ? (
          <Link
            to="?cancel=1"
            preventScrollReset
            className={`${buttonStyles.secondary} mt-4 inline-flex items-center text-red-800`}
          >
            {m.trk_cancel_order()}
          </Link>
        ) : (
          order.status !== "cancelled" &&
          order.status !== "delivered" && (
            <p className="mt-3 text-sm text-slate-700">{m.trk_cannot_cancel()}</p>
          )
        )}
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <a
            href={telephoneLink(shop.phone)}
            className={`${buttonStyles.primary} inline-flex items-center justify-center gap-2`}
          >
            <Phone aria-hidden size={18} />
            {m.trk_call_shop()}
          </a>
          <a
            href={chatLink(
              shop.whatsapp,
              m.trk_chat_about_order({ orderNumber: order.orderNumber }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-2`}
          >
            <MessageCircle aria-hidden size={18} />
            {m.trk_whatsapp_shop()}
          </a>
        </div>
      </section>

      <div className={card}>
        <CustomerTimeline entries={timeline} />
      </div>

      <section aria-labelledby="items-heading" className={card}>
        <h2 id="items-heading" className="text-lg font-semibold">
          {m.trk_items_heading()}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {order.items.map((item, index) => (
            <li
              key={`${item.name}-${index}`}
              className="flex justify-between gap-3 py-2"
              data-line-kind={item.kind}
            >
              <span className="break-words">
                {customerLineName(item)}
                {item.demo && (
                  <span className="ml-1 rounded-md bg-slate-800 px-1.5 py-0.5 text-xs font-semibold text-white">
                    {m.trk_demo_badge()}
                  </span>
                )}
                {item.kind !== "exchange" && (
                  <span className="text-slate-600">
                    {" "}
                    × {item.quantity} @ {formatRupees(item.unitPricePaise)}
                  </span>
                )}
              </span>
              <span className="whitespace-nowrap tabular-nums">
                {formatRupees(item.lineTotalPaise)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-lg font-semibold">
          <span>{m.trk_total()}</span>
          <span className="tabular-nums">{formatRupees(order.totalPaise)}</span>
        </p>
        {order.paidPaise > 0 && (
          <p className="mt-1 flex justify-between" data-testid="tracking-paid">
            <span>{m.trk_sale_paid()}</span>
            <span className="tabular-nums">{formatRupees(order.paidPaise)}</span>
          </p>
        )}
        {order.paidPaise > 0 && order.duePaise > 0 && (
          <p className="flex justify-between font-semibold" data-testid="tracking-due">
            <span>{m.trk_sale_due()}</span>
            <span className="tabular-nums">{formatRupees(order.duePaise)}</span>
          </p>
        )}
        {order.duePaise > 0 && <PaymentLine className="mt-2" />}
        <BillLink bill={bill} className="mt-3" />
      </section>

      {delivery && (
        <section aria-labelledby="delivery-heading" className={card}>
          <h2 id="delivery-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Truck aria-hidden size={20} />
            {m.trk_delivery_heading()}
          </h2>
          <p className="mt-2 break-words whitespace-pre-line">{delivery}</p>
          {order.outsideServiceArea && order.deliveryPin && (
            <p className="mt-2 text-sm text-amber-900">
              {m.trk_outside_area({ pin: order.deliveryPin })}
            </p>
          )}
        </section>
      )}
    </section>
  );
}
