import type { AppLoadContext } from "react-router";
import { chatLink } from "../../../domain/contact-links";
import { localizedPath } from "../../../domain/locale";
import type { RepairDetails } from "../../../domain/repair-desk";
import { reviewPath } from "../../../domain/reviews";
import { reviewInviteText } from "../reviews/review-texts";
import { repairStepText, type RepairStep } from "./repair-progress-texts";

export interface RepairStepUpdate {
  step: RepairStep;
  text: string;
  chatUrl: string;
}

/**
 * The WhatsApp message for the step the repair is at (visit scheduled, repaired, closed with its
 * bill's link once the bill is issued), written for the customer's language on the server.
 */
export async function repairStepUpdate(
  repair: RepairDetails,
  context: Pick<AppLoadContext, "bills" | "publicUrl" | "shop" | "reviews">,
  request: Request,
): Promise<RepairStepUpdate | undefined> {
  const bill =
    repair.status === "closed" ? await context.bills.forSource("repair", repair.id) : undefined;
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const billUrl =
    bill && new URL(localizedPath(`/bill/${bill.token}`, repair.locale), origin).toString();
  const told = repairStepText(repair, { shopName: context.shop.name, billUrl }, repair.locale);
  if (!told) return undefined;
  // A closed repair's message also carries its private review link (decision 37).
  const reviewToken =
    repair.status === "closed" ? await context.reviews.linkFor("repair", repair.id) : undefined;
  const text = reviewToken
    ? `${told.text}\n${reviewInviteText(
        new URL(localizedPath(reviewPath(reviewToken), repair.locale), origin).toString(),
        repair.locale,
      )}`
    : told.text;
  return { ...told, text, chatUrl: chatLink(repair.customerMobile, text) };
}
