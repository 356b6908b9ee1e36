import type { Locale } from "../../../domain/locale";
import type { CustomerTimelineEntry } from "../../../domain/order-tracking";
import { sayRefusal, type RefusalOf, type RefusalTexts } from "../../../domain/refusals";
import type { OrderStatus } from "../../../domain/shop-constants";
import { m } from "../../i18n/messages";

/*
 * The order tracking words in the page's language, or in a customer's own language for what the
 * shop sends them (`locale`). domain/order-tracking.ts keeps the English source the server and
 * the API answer with; each message here reads the same in English.
 */

type Options = { locale?: Locale };

const STATUS_WORDS: Record<OrderStatus, (inputs: object, options: Options) => string> = {
  pending: m.trk_status_pending,
  confirmed: m.trk_status_confirmed,
  processing: m.trk_status_processing,
  delivered: m.trk_status_delivered,
  cancelled: m.trk_status_cancelled,
};

const STATUS_EXPLAINED: Record<OrderStatus, (inputs: object, options: Options) => string> = {
  pending: m.trk_explained_pending,
  confirmed: m.trk_explained_confirmed,
  processing: m.trk_explained_processing,
  delivered: m.trk_explained_delivered,
  cancelled: m.trk_explained_cancelled,
};

/** What a status means to a customer: 'Being prepared'. */
export function statusWord(status: OrderStatus, locale?: Locale): string {
  return STATUS_WORDS[status]({}, { locale });
}

export function statusExplained(status: OrderStatus, locale?: Locale): string {
  return STATUS_EXPLAINED[status]({}, { locale });
}

export function timelineTitle(entry: CustomerTimelineEntry): string {
  switch (entry.kind) {
    case "placed":
      return m.trk_timeline_placed();
    case "status":
      return statusWord(entry.status);
    case "cancelled-by-customer":
      return m.trk_timeline_cancelled_by_customer();
  }
}

/** The shop's WhatsApp update after a change, in the customer's language. */
export function orderUpdateText(
  update: { shopName: string; orderNumber: string; status: OrderStatus; trackingUrl: string },
  locale: Locale,
): string {
  return m.trk_update_message(
    {
      shopName: update.shopName,
      orderNumber: update.orderNumber,
      status: statusWord(update.status, locale),
      explained: statusExplained(update.status, locale),
      trackingUrl: update.trackingUrl,
    },
    { locale },
  );
}

/** The shop's WhatsApp message with a quote's private link, in the customer's language. */
export function quoteShareText(
  quote: { shopName: string; quoteNumber: string; total: string; date: string; url: string },
  locale: Locale,
): string {
  return m.trk_sale_quote_share_message(quote, { locale });
}

/** The owner's own WhatsApp message to the customer about their order, in their language. */
export function orderChatText(
  order: { customerName: string; orderNumber: string; total: string },
  shopName: string,
  locale: Locale,
): string {
  return m.trk_order_chat(
    {
      customerName: order.customerName,
      shopName,
      orderNumber: order.orderNumber,
      total: order.total,
    },
    { locale },
  );
}

/** The tracking pages' refusals, one message per code. */
export const TRACKING_ANSWERS: RefusalTexts<"tracking"> = {
  "tracking.not-found": () => m.trk_not_found(),
  "tracking.missing-fields": () => m.trk_missing_fields(),
  "tracking.cancel-refused": ({ status }) =>
    m.trk_cancel_refused({ status: statusWord(status).toLowerCase() }),
};

/** 'Please try again in 12 minutes': the lookup's lock, in the page's language. */
export function lockedOutText(minutes: number): string {
  return minutes === 1 ? m.trk_locked_out_minute() : m.trk_locked_out({ minutes });
}

/** A server refusal shown on a tracking page, in the page's language. */
export function trackingAnswerText(answer: RefusalOf<"tracking">): string {
  return sayRefusal(TRACKING_ANSWERS, answer);
}
