import { formatClockTime } from "../../../domain/service-rules";
import type { PublicShop } from "../../../domain/settings";
import { pageLocale } from "../../i18n/locale";

/**
 * The same-day cut-off as the page's language says a time ('1 pm', 'दोपहर 1 बजे'), from the
 * shop's setting, so the charges, the steps and the FAQ agree with what the owner set.
 */
export function sameDayCallBefore(shop: Pick<PublicShop, "sameDayCutoff">): string {
  return formatClockTime(shop.sameDayCutoff, pageLocale());
}
