import { useRef } from "react";
import { bookingDateRange } from "../../domain/repair-booking";
import { AboutUs } from "../features/our-service/about-us";
import { Appointment } from "../features/our-service/appointment";
import { BrandStrip } from "../features/our-service/brand-strip";
import {
  ourServiceCarousels,
  type OurServiceStories,
} from "../features/our-service/carousel-slides";
import { Carousels } from "../features/our-service/carousels";
import { recentRepairSlides } from "../features/our-service/recent-repairs.server";
import { testimonialSlides } from "../features/our-service/testimonials.server";
import { ChargesAndWarranty } from "../features/our-service/charges-and-warranty";
import { Faq } from "../features/our-service/faq";
import { FloatingContact } from "../features/our-service/floating-contact";
import { Hero } from "../features/our-service/hero";
import { ServicesList } from "../features/our-service/services-list";
import { ShopContact } from "../features/our-service/shop-contact";
import { sameDayCallBefore } from "../features/our-service/repair-terms";
import { useHashScroll } from "../features/our-service/use-hash-scroll";
import { ourServicePageTexts } from "../features/our-service/page-texts.server";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import { formatRupees } from "../../domain/money";
import { publicShop } from "../../domain/settings";
import type { Route } from "./+types/our-service";

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = publicShop(context.shop);
  return {
    shop,
    texts: ourServicePageTexts(context.shop),
    // Only what real customers wrote and the owner chose to show (issue 33, decision 37).
    stories: {
      testimonials: await testimonialSlides(context),
      recentRepairs: await recentRepairSlides(context),
    } satisfies OurServiceStories,
    booking: {
      idempotencyKey: crypto.randomUUID(),
      dateRange: bookingDateRange(new Date(), context.shop.bookingDaysAhead),
      shop,
      origin: context.publicUrl ?? new URL(request.url).origin,
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { shop } = data;
  return pageMeta(matches, {
    title: m.svc_meta_title({ city: shop.city, shop: shop.name }),
    description:
      shop.warrantyDays > 0
        ? m.svc_meta_description({
            city: shop.city,
            since: shop.servingSince,
            charge: formatRupees(shop.visitChargePaise),
            time: sameDayCallBefore(shop),
            days: shop.warrantyDays,
          })
        : m.svc_meta_description_no_warranty({
            city: shop.city,
            since: shop.servingSince,
            charge: formatRupees(shop.visitChargePaise),
            time: sameDayCallBefore(shop),
          }),
    path: "/our-service",
  });
}

export default function OurService({ loaderData }: Route.ComponentProps) {
  const { shop, booking, stories, texts } = loaderData;
  useHashScroll();
  const hero = useRef<HTMLElement>(null);
  const carousels = ourServiceCarousels(stories);
  return (
    <>
      <Hero shop={shop} texts={texts} ref={hero} />
      <AboutUs shop={shop} texts={texts} />
      <BrandStrip text={texts.brandsText} brands={texts.brands} />
      <ServicesList />
      <ChargesAndWarranty texts={texts} />
      <Appointment shop={shop} booking={booking} />
      {carousels && <Carousels config={carousels} />}
      <Faq questions={texts.faq} />
      <ShopContact shop={shop} />
      <FloatingContact shop={shop} hero={hero} />
    </>
  );
}
