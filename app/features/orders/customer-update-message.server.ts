import type { AppLoadContext } from "react-router";
import { localizedPath } from "../../../domain/locale";
import { trackingPath, type CustomerUpdate } from "../../../domain/order-tracking";
import { reviewPath } from "../../../domain/reviews";
import { reviewInviteText } from "../reviews/review-texts";
import { orderUpdateText } from "../tracking/tracking-texts";

/**
 * The shop's WhatsApp update for an order, with the private link at the customers' address, in
 * the customer's own language and to their language's tracking page; once the order is
 * delivered, also the order's private review link (decision 37). The details page and the
 * dashboard's cards offer this one text.
 */
export async function customerUpdateMessage(
  orderId: number,
  update: CustomerUpdate,
  context: Pick<AppLoadContext, "publicUrl" | "shop" | "reviews">,
  request: Request,
): Promise<string> {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const path = localizedPath(trackingPath(update.trackingToken), update.locale);
  const text = orderUpdateText(
    {
      shopName: context.shop.name,
      orderNumber: update.orderNumber,
      status: update.status,
      trackingUrl: new URL(path, origin).toString(),
    },
    update.locale,
  );
  const reviewToken =
    update.status === "delivered" ? await context.reviews.linkFor("order", orderId) : undefined;
  if (!reviewToken) return text;
  const reviewUrl = new URL(localizedPath(reviewPath(reviewToken), update.locale), origin);
  return `${text}\n${reviewInviteText(reviewUrl.toString(), update.locale)}`;
}
