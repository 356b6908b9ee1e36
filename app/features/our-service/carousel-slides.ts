import { m } from "../../i18n/messages";
import type { CarouselConfig } from "./carousel-config";

/**
 * What the page's carousels show, in the page's language. Kept as data rather than markup so that
 * the shop can change a review or a repair note without touching a component; the schema guards
 * the shape.
 */
export function ourServiceCarousels(): CarouselConfig {
  return {
    carousels: [
      {
        id: "testimonials",
        heading: m.svc_testimonials_heading(),
        slides: [
          {
            appliance: "refrigerator",
            title: m.svc_testimonial_1_title(),
            text: m.svc_testimonial_1_text(),
            byline: m.svc_testimonial_1_byline(),
          },
          {
            appliance: "tv",
            title: m.svc_testimonial_2_title(),
            text: m.svc_testimonial_2_text(),
            byline: m.svc_testimonial_2_byline(),
          },
          {
            appliance: "ac",
            title: m.svc_testimonial_3_title(),
            text: m.svc_testimonial_3_text(),
            byline: m.svc_testimonial_3_byline(),
          },
          {
            appliance: "washing-machine",
            title: m.svc_testimonial_4_title(),
            text: m.svc_testimonial_4_text(),
            byline: m.svc_testimonial_4_byline(),
          },
          {
            appliance: "refrigerator",
            title: m.svc_testimonial_5_title(),
            text: m.svc_testimonial_5_text(),
            byline: m.svc_testimonial_5_byline(),
          },
        ],
      },
      {
        id: "recent-repairs",
        heading: m.svc_recent_repairs_heading(),
        slides: [
          {
            appliance: "tv",
            title: m.svc_recent_1_title(),
            text: m.svc_recent_1_text(),
            byline: m.svc_recent_1_byline(),
          },
          {
            appliance: "refrigerator",
            title: m.svc_recent_2_title(),
            text: m.svc_recent_2_text(),
            byline: m.svc_recent_2_byline(),
          },
          {
            appliance: "ac",
            title: m.svc_recent_3_title(),
            text: m.svc_recent_3_text(),
            byline: m.svc_recent_3_byline(),
          },
          {
            appliance: "washing-machine",
            title: m.svc_recent_4_title(),
            text: m.svc_recent_4_text(),
            byline: m.svc_recent_4_byline(),
          },
          {
            appliance: "tv",
            title: m.svc_recent_5_title(),
            text: m.svc_recent_5_text(),
            byline: m.svc_recent_5_byline(),
          },
          {
            appliance: "ac",
            title: m.svc_recent_6_title(),
            text: m.svc_recent_6_text(),
            byline: m.svc_recent_6_byline(),
          },
        ],
      },
    ],
  };
}
