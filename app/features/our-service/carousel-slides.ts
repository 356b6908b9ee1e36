import { m } from "../../i18n/messages";
import type { CarouselConfig, CarouselSlide } from "./carousel-config";

/** What real customers and real repairs gave the page; empty until there are any. */
export interface OurServiceStories {
  testimonials: CarouselSlide[];
  recentRepairs: CarouselSlide[];
}

/**
 * The page's carousels, in the page's language: only the ones that have slides, and none at all
 * while nothing real exists, so the page never shows an invented review or repair (decision 34).
 */
export function ourServiceCarousels(stories: OurServiceStories): CarouselConfig | null {
  const carousels: CarouselConfig["carousels"] = [];
  if (stories.testimonials.length > 0) {
    carousels.push({
      id: "testimonials",
      heading: m.svc_testimonials_heading(),
      slides: stories.testimonials,
    });
  }
  if (stories.recentRepairs.length > 0) {
    carousels.push({
      id: "recent-repairs",
      heading: m.svc_recent_repairs_heading(),
      slides: stories.recentRepairs,
    });
  }
  return carousels.length > 0 ? { carousels } : null;
}
