import { formatRupees } from "../../../domain/money";
import { openingHoursSentence } from "../../../domain/opening-hours";
import { ourServiceTexts, type OurServiceTexts } from "../../../domain/our-service-page";
import type { ShopSettings } from "../../../domain/settings";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { sameDayCallBefore } from "./repair-terms";

/**
 * The owner's texts of /our-service (the 'Our-service page' settings) in the page's language,
 * with the shop's facts filled in; `shop` is this request's, its own texts already in the page's
 * language (`shopInLanguage`).
 */
export function ourServicePageTexts(shop: ShopSettings): OurServiceTexts {
  return ourServiceTexts(shop.ourServicePage, pageLocale(), {
    shop: shop.name,
    city: shop.city,
    since: String(shop.servingSince),
    charge: formatRupees(shop.visitChargePaise),
    // 0 days is no warranty: the texts naming it say nothing rather than '0-day warranty'.
    days: shop.warrantyDays > 0 ? String(shop.warrantyDays) : "",
    time: sameDayCallBefore(shop),
    hours: openingHoursSentence(shop.openingHours),
    km: String(shop.deliveryRadiusKm),
    area:
      shop.serviceAreaPins.length > 0
        ? m.svc_faq_areas_pins_answer({ pins: shop.serviceAreaPins.join(", ") })
        : m.svc_faq_areas_city_answer({ city: shop.city, km: shop.deliveryRadiusKm }),
  });
}
