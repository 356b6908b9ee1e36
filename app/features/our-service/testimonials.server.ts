import type { AppLoadContext } from "react-router";
import { applianceParam } from "../../../domain/repair-booking";
import { m } from "../../i18n/messages";
import { applianceLabel, brandLabel } from "../repairs/repair-labels";
import type { CarouselSlide } from "./carousel-config";

/**
 * The testimonials: published repair reviews the owner featured (decision 37), in the page's
 * language, with the first name only where the customer allowed it. None, no section.
 */
export async function testimonialSlides(
  context: Pick<AppLoadContext, "reviews">,
): Promise<CarouselSlide[]> {
  const reviews = await context.reviews.testimonials();
  return reviews.flatMap((review) => {
    const appliance = applianceParam(review.appliance);
    if (!appliance) return [];
    const stars = m.svc_testimonial_title({
      stars: review.stars,
      brand: brandLabel(review.brand),
      appliance: applianceLabel(appliance),
    });
    return [
      {
        appliance,
        title: stars,
        // A review of stars only still says what it rated.
        text: review.text || stars,
        byline: review.firstName
          ? m.svc_testimonial_byline({ name: review.firstName })
          : m.svc_testimonial_byline_anonymous(),
      },
    ];
  });
}
