import type { AppLoadContext } from "react-router";
import { localizedPath } from "../../../domain/locale";
import { trackingPath, type CustomerUpdate } from "../../../domain/order-tracking";
import { orderUpdateText } from "../tracking/tracking-texts";

/**
 * The shop's WhatsApp update for an order, with the private link at the customers' address, in
 * the customer's own language and to their language's tracking page. The details page and the
 * dashboard's cards offer this one text.
 */
export function customerUpdateMessage(
  update: CustomerUpdate,
  context: Pick<AppLoadContext, "publicUrl" | "shop">,
  request: Request,
): string {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const path = localizedPath(trackingPath(update.trackingToken), update.locale);
  return orderUpdateText(
    {
      shopName: context.shop.name,
      orderNumber: update.orderNumber,
      status: update.status,
      trackingUrl: new URL(path, origin).toString(),
    },
    update.locale,
  );
}
