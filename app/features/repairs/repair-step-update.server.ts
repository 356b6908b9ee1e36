import type { AppLoadContext } from "react-router";
import { chatLink } from "../../../domain/contact-links";
import { localizedPath } from "../../../domain/locale";
import type { RepairDetails } from "../../../domain/repair-desk";
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
  context: Pick<AppLoadContext, "bills" | "publicUrl" | "shop">,
  request: Request,
): Promise<RepairStepUpdate | undefined> {
  const bill =
    repair.status === "closed" ? await context.bills.forSource("repair", repair.id) : undefined;
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const billUrl =
    bill && new URL(localizedPath(`/bill/${bill.token}`, repair.locale), origin).toString();
  const told = repairStepText(repair, { shopName: context.shop.name, billUrl }, repair.locale);
  return told && { ...told, chatUrl: chatLink(repair.customerMobile, told.text) };
}
