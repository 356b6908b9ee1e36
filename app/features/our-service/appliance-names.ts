import { m } from "../../i18n/messages";
import type { Appliance } from "./carousel-config";

/** What the page's language calls each appliance the shop repairs (tabs, services, the form). */
export const APPLIANCE_NAMES: Record<Appliance, () => string> = {
  tv: m.svc_appliance_tv,
  refrigerator: m.svc_appliance_refrigerator,
  ac: m.svc_appliance_ac,
  "washing-machine": m.svc_appliance_washing_machine,
};
