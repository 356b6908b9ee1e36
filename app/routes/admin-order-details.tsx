import { formatShopDateTime } from "../../domain/shop-time";
import { AlertTriangle, ArrowLeft, MessageCircle, Phone, PhoneMissed, Trash2 } from "lucide-react";
import { useState } from "react";
import { data, Link, useActionData } from "react-router";
import { chatLink, formatMobile, telephoneLink } from "../../domain/contact-links";
import { type OrderDetails } from "../../domain/order-desk";
import { buttonStyles } from "../components/ui/button";
import { BillActions } from "../features/bills/bill-actions";
import { billIntents } from "../features/bills/bill-intents.server";
import { billCard } from "../features/bills/bill-summary.server";
import { adminClientAction } from "../features/admin/admin-client";
import { CallLog, noAnswerCount } from "../features/desk/call-log";
import { CustomerUpdate, SEND_UPDATE_INTENT } from "../features/orders/customer-update";
import { OrderDelivery } from "../features/orders/order-delivery";
import { DeskNotification } from "../features/desk/desk-notification";
import { DeleteOrderForm } from "../features/orders/delete-order-form";
import { deskFields, orderIdOf } from "../features/orders/desk-intents";
import { customerUpdateMessage } from "../features/orders/customer-update-message.server";
import { orderDeskAction, type DeskActionData } from "../features/orders/order-desk-action.server";
import { OrderItems } from "../features/orders/order-items";
import { DeskNotes } from "../features/desk/desk-notes";
import { ChannelBadge } from "../features/orders/channel-badge";
import { OrderPayments } from "../features/orders/order-payments";
import { OrderStatusBadge } from "../features/orders/order-status-badge";
import { OrderStatusMenu } from "../features/orders/order-status-menu";
import { OrderTimeline } from "../features/orders/order-timeline";
import { useDeskNotification } from "../features/desk/use-desk-notification";
import { useDeskFetcher } from "../features/desk/use-desk-fetcher";
import { useLiveOrder } from "../features/orders/use-live-order";
import { orderDetailsTexts } from "../features/orders/order-details-texts";
import { CustomerLanguage } from "../features/tracking/customer-language";
import { orderChatText } from "../features/tracking/tracking-texts";
import { formatRupees } from "../../domain/money";
import { type CustomerUpdate as Update } from "../../domain/order-tracking";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-order-details";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.found ? `Order ${loaderData.order.orderNumber}` : "Order not found",
    description: "Order details",
    path: `/admin/order-details/${params.id}`,
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = orderIdOf(params.id);
  const [details, update, money]: [
    OrderDetails | undefined,
    Update | undefined,
    Awaited<ReturnType<typeof context.sales.money>>,
  ] =
    id === undefined
      ? [undefined, undefined, undefined]
      : await Promise.all([
          context.orderDesk.details(id),
          context.orderTracking.customerUpdate(id),
          context.sales.money(id),
        ]);
  if (id === undefined || !details || !update || !money) {
    return data({ found: false as const }, { status: 404 });
  }
  const { order, timeline } = details;
  const billing = await billCard(
    context,
    request,
    "order",
    order.id,
    order.status === "cancelled" ? "A cancelled order gets no bill." : null,
  );
  // Dates are worded here, once, so the browser hydrates the very text the server rendered.
  return {
    found: true as const,
    billing,
    shopName: context.shop.name,
    updateMessage: await customerUpdateMessage(id, update, context, request),
    customerLocale: update.locale,
    order,
    placedText: formatShopDateTime(order.createdAt, "en"),
    updatedText: formatShopDateTime(order.updatedAt, "en"),
    timeline: timeline.map((entry) => ({ ...entry, atText: formatShopDateTime(entry.at, "en") })),
    money: {
      ...money,
      payments: money.payments.map((payment) => ({
        ...payment,
        atText: formatShopDateTime(payment.createdAt, "en"),
      })),
    },
  };
}

/**
 * The status, delete, note and call-log forms post here; a deleted order sends the admin back.
 * The WhatsApp update is recorded on the timeline, then the new tab goes on to the chat.
 */
export const action = orderDeskAction(
  ["status", "delete", "note", "call", SEND_UPDATE_INTENT],
  billIntents("order", (params) => orderIdOf(params.id)),
);

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

function BackLink() {
  return (
    <Link
      to="/admind"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden size={16} />
      {orderDetailsTexts.backToDashboard}
    </Link>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/admind" className={`${buttonStyles.primary} mt-6 inline-flex items-center`}>
        {orderDetailsTexts.backToDashboard}
      </Link>
    </section>
  );
}

export default function OrderDetailsPage({ loaderData, params }: Route.ComponentProps) {
  return loaderData.found ? (
    // Keyed by order, so moving to another order starts with fresh page state.
    <OrderDetailsView key={params.id} {...loaderData} />
  ) : (
    <Missing title={orderDetailsTexts.notFoundTitle} text={orderDetailsTexts.notFound} />
  );
}

const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

function OrderDetailsView({
  billing,
  shopName,
  updateMessage,
  customerLocale,
  order,
  placedText,
  updatedText,
  timeline,
  money,
}: Extract<Route.ComponentProps["loaderData"], { found: true }>) {
  // Set when a form was posted without script: the page then comes back with the answer.
  const posted = useActionData<typeof action>();
  const { notification, serial, show, hide } = useDeskNotification(posted?.notification);
  const { live, deleted: deletedElsewhere } = useLiveOrder(order.id);
  // Right after a status change, the update to the customer is the next thing to do.
  const [statusChanged, setStatusChanged] = useState(posted?.intent === "status" && posted.ok);
  const onAnswer = (answer: DeskActionData) => {
    if (answer.notification) show(answer.notification);
    if (answer.intent === "status" && answer.ok) setStatusChanged(true);
  };
  const fetcher = useDeskFetcher<DeskActionData>(onAnswer);
  const busy = fetcher.state !== "idle";
  // This page's own deletion is not someone else's; a successful one goes on to the dashboard.
  const deletingHere = busy && fetcher.formData?.get(deskFields.intent) === "delete";

  if (deletedElsewhere && !deletingHere) {
    return <Missing title={orderDetailsTexts.deletedTitle} text={orderDetailsTexts.deleted} />;
  }

  return (
    <section
      className="mx-auto max-w-5xl px-4 py-4 md:py-6"
      data-live-state={live ? "live" : "connecting"}
    >
      <BackLink />
      <DeskNotification notification={notification} serial={serial} onClose={hide} />

      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold break-all">Order {order.orderNumber}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <ChannelBadge channel={order.channel} />
            {order.urgent && (
              <span
                title={orderDetailsTexts.urgentHint}
                className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white"
              >
                <AlertTriangle aria-hidden size={12} />
                {orderDetailsTexts.urgent}
                <span className="sr-only">: {orderDetailsTexts.urgentHint}</span>
              </span>
            )}
            <CustomerLanguage locale={customerLocale} />
            {order.flagged && (
              <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900 ring-1 ring-orange-300 ring-inset">
                <PhoneMissed aria-hidden size={12} />
                {orderDetailsTexts.flagged}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post" className="contents">
            <input type="hidden" name={deskFields.intent} value="status" />
            <OrderStatusMenu
              status={order.status}
              disabled={busy}
              duePaise={money.duePaise}
              orderNumber={order.orderNumber}
            />
          </fetcher.Form>
          <DeleteOrderForm
            fetcher={fetcher}
            orderNumber={order.orderNumber}
            title="Delete this order?"
            buttonProps={{
              disabled: busy,
              className: `${buttonStyles.secondary} inline-flex items-center gap-1 text-red-800`,
            }}
          >
            <Trash2 aria-hidden size={16} />
            Delete
          </DeleteOrderForm>
        </div>
      </header>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Placed</dt>
        <dd>
          <time dateTime={order.createdAt}>{placedText}</time>
        </dd>
        <dt className="text-slate-600">Last updated</dt>
        <dd>
          <time dateTime={order.updatedAt}>{updatedText}</time>
        </dd>
      </dl>

      <div className="mt-4 grid gap-4 md:grid-cols-5">
        <section aria-labelledby="customer-heading" className={`${card} md:col-span-2`}>
          <h2 id="customer-heading" className="text-lg font-semibold">
            Customer
          </h2>
          <p className="mt-2 text-lg font-medium break-words">{order.customerName}</p>
          {/* An erased customer's orders keep no number to show or call. */}
          <p hidden={!order.customerMobile} className="text-slate-700">
            {formatMobile(order.customerMobile)}
          </p>
          <OrderDelivery order={order} className="mt-2" />
          <div hidden={!order.customerMobile} className="mt-3 grid grid-cols-2 gap-2">
            <a
              href={telephoneLink(order.customerMobile)}
              className={`${buttonStyles.primary} inline-flex items-center justify-center gap-2`}
            >
              <Phone aria-hidden size={18} />
              Call
            </a>
            <a
              href={chatLink(
                order.customerMobile,
                orderChatText(
                  { ...order, total: formatRupees(order.totalPaise) },
                  shopName,
                  customerLocale,
                ),
              )}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-2`}
            >
              <MessageCircle aria-hidden size={18} />
              WhatsApp
            </a>
          </div>
        </section>

        <OrderItems order={order} className={`${card} md:col-span-3`} />

        <div className="grid content-start gap-4 md:col-span-2">
          {/* An erased customer has no number to send an update to. */}
          {order.customerMobile && (
            <div className={card}>
              <CustomerUpdate message={updateMessage} prompt={statusChanged} />
            </div>
          )}
          <div className={card}>
            <CallLog
              noAnswers={noAnswerCount(timeline)}
              flagged={order.flagged}
              onAnswer={onAnswer}
            />
          </div>
          <div className={card}>
            <OrderPayments orderId={order.id} money={money} />
          </div>
          <BillActions {...billing} onNotify={show} className={card} />
          <div className={card}>
            <DeskNotes onAnswer={onAnswer} />
          </div>
        </div>

        <div className={`${card} md:col-span-3`}>
          <OrderTimeline entries={timeline} />
        </div>
      </div>
    </section>
  );
}
