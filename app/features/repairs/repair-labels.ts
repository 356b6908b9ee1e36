import type { Locale } from "../../../domain/locale";
import { OTHER_BRAND, type RepairAppliance } from "../../../domain/repair-booking";
import type { RepairStatus } from "../../../domain/repair-status";
import { m } from "../../i18n/messages";

/*
 * A repair's names in the page's language (or `locale`): its appliance, brand and status. Apart
 * from repair-texts.ts and repair-progress-texts.ts so a page that only lists repairs (/track's
 * 'Your orders on this phone') loads these few words, not the booking form's or the estimate's.
 */

type Options = { locale?: Locale };
export type Message = (inputs: object, options: Options) => string;

const APPLIANCE_LABELS: Record<RepairAppliance, Message> = {
  tv: m.trk_appliance_tv,
  refrigerator: m.trk_appliance_refrigerator,
  ac: m.trk_appliance_ac,
  "washing-machine": m.trk_appliance_washing_machine,
};

const STATUS_LABELS: Record<RepairStatus, Message> = {
  requested: m.trk_repair_status_requested,
  visit_scheduled: m.trk_repair_status_visit_scheduled,
  estimate_sent: m.trk_repair_status_estimate_sent,
  approved: m.trk_repair_status_approved,
  declined: m.trk_repair_status_declined,
  waiting_for_parts: m.trk_repair_status_waiting_for_parts,
  repaired: m.trk_repair_status_repaired,
  closed: m.trk_repair_status_closed,
  cancelled: m.trk_repair_status_cancelled,
};

export const applianceLabel = (appliance: RepairAppliance, locale?: Locale) =>
  APPLIANCE_LABELS[appliance]({}, { locale });

export const repairStatusLabel = (status: RepairStatus, locale?: Locale) =>
  STATUS_LABELS[status]({}, { locale });

export function brandLabel(brand: string): string {
  return brand === OTHER_BRAND ? m.trk_brand_other() : brand;
}
