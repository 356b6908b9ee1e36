import type { AppLoadContext } from "react-router";
import { m } from "../../i18n/messages";
import { applianceLabel, brandLabel } from "../repairs/repair-labels";
import { problemLabel } from "../repairs/repair-texts";
import type { CarouselSlide } from "./carousel-config";

/**
 * 'Recent repairs': the closed repairs the owner marked as showable (issue 33), newest first, in
 * the page's language: the appliance and brand, the problem's quick choice, the days to fix.
 * None, no section.
 */
export async function recentRepairSlides(
  context: Pick<AppLoadContext, "repairShowcase">,
): Promise<CarouselSlide[]> {
  const repairs = await context.repairShowcase.recent();
  return repairs.map((repair) => {
    const appliance = applianceLabel(repair.appliance);
    return {
      appliance: repair.appliance,
      title: m.svc_recent_repair_title({ brand: brandLabel(repair.brand), appliance }),
      text: repair.problem
        ? problemLabel(repair.problem)
        : m.svc_recent_repair_no_problem({ appliance }),
      byline:
        repair.daysToFix === 0
          ? m.svc_recent_repair_same_day()
          : m.svc_recent_repair_days({ days: repair.daysToFix }),
    };
  });
}
