import { bookingDateRange } from "../../domain/repair-booking";
import { AboutUs } from "../features/our-service/about-us";
import { Appointment } from "../features/our-service/appointment";
import { BrandStrip } from "../features/our-service/brand-strip";
import { OUR_SERVICE_CAROUSELS } from "../features/our-service/carousel-slides";
import { Carousels } from "../features/our-service/carousels";
import { ChargesAndWarranty } from "../features/our-service/charges-and-warranty";
import { Faq } from "../features/our-service/faq";
import { FloatingContact } from "../features/our-service/floating-contact";
import { Hero } from "../features/our-service/hero";
import { SERVING_SINCE, VISIT_CHARGE } from "../features/our-service/repair-terms";
import { ServicesList } from "../features/our-service/services-list";
import { ShopContact } from "../features/our-service/shop-contact";
import { useHashScroll } from "../features/our-service/use-hash-scroll";
import { pageMeta } from "../seo";
import type { Route } from "./+types/our-service";

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    shop: context.shop,
    booking: {
      idempotencyKey: crypto.randomUUID(),
      dateRange: bookingDateRange(new Date()),
      shop: context.shop,
      origin: context.publicUrl ?? new URL(request.url).origin,
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const name = data?.shop.name ?? "";
  const city = data?.shop.city ?? "your city";
  return pageMeta(matches, {
    title: `TV, fridge, AC and washing machine repair in ${city} | ${name}`,
    description: `Home repairs of TVs, refrigerators, ACs and washing machines in ${city} since ${SERVING_SINCE}: same-day visits, ${VISIT_CHARGE} visit charge adjusted in the bill, genuine parts and a service warranty.`,
    path: "/our-service",
  });
}

export default function OurService({ loaderData }: Route.ComponentProps) {
  const { shop, booking } = loaderData;
  useHashScroll();
  return (
    <>
      <Hero shop={shop} />
      <AboutUs shop={shop} />
      <BrandStrip />
      <ServicesList />
      <ChargesAndWarranty city={shop.city} />
      <Appointment shop={shop} booking={booking} />
      <Carousels config={OUR_SERVICE_CAROUSELS} />
      <Faq city={shop.city} />
      <ShopContact shop={shop} />
      <FloatingContact shop={shop} />
    </>
  );
}
