import type { AppLoadContext } from "react-router";
import { localizedPath, type Locale } from "../../../domain/locale";
import { reviewPath } from "../../../domain/reviews";
import { repairClosedText } from "./review-texts";

/**
 * Once the repair is closed, the customer card's WhatsApp carries the shop's closing message with
 * the repair's private review link (decision 37), in the customer's language.
 */
export async function repairClosedMessage(
  repair: { id: number; ticketNumber: string; status: string; locale: Locale },
  context: Pick<AppLoadContext, "publicUrl" | "shop" | "reviews">,
  request: Request,
): Promise<string | undefined> {
  if (repair.status !== "closed") return undefined;
  const token = await context.reviews.linkFor("repair", repair.id);
  if (!token) return undefined;
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const reviewUrl = new URL(localizedPath(reviewPath(token), repair.locale), origin).toString();
  return repairClosedText(
    { shopName: context.shop.name, ticketNumber: repair.ticketNumber, reviewUrl },
    repair.locale,
  );
}
