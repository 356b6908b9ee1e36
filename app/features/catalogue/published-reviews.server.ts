import type { AppLoadContext } from "react-router";
import type { Product } from "../../../domain/product";
import { shownRating } from "../../../domain/reviews";
import { formatShopDate, shopDateOf } from "../../../domain/shop-time";
import { pageLocale } from "../../i18n/locale";
import type { ShownReview } from "./product-reviews";

/** The '?reviews=' page asked for; anything else is the first. */
function pageOf(request: Request): number {
  const asked = new URL(request.url).searchParams.get("reviews") ?? "";
  return /^[1-9]\d{0,3}$/.test(asked) ? Number(asked) : 1;
}

/**
 * A product page's published reviews (one page of them, newest first), the rating it shows
 * (buyers' once there is a published review, else the typed one, never marked up) and the
 * next page's plain link. A demo product says it is one (`demo`) and shows no rating but its
 * buyers': its typed one was invented with it, not typed by the owner (issue 33).
 */
export async function publishedReviews(
  context: Pick<AppLoadContext, "reviews" | "demoCatalogue">,
  product: Pick<Product, "id" | "rating" | "reviews">,
  request: Request,
) {
  const locale = pageLocale();
  const [{ reviews, tally, nextPage }, demoIds] = await Promise.all([
    context.reviews.forProduct(product.id, pageOf(request)),
    context.demoCatalogue.ids(),
  ]);
  const demo = demoIds.has(product.id);
  const shown: ShownReview[] = reviews.map((review) => {
    const day = shopDateOf(new Date(review.createdAt));
    return { ...review, day, dateText: formatShopDate(day, locale) };
  });
  return {
    reviews: shown,
    tally,
    rating: shownRating(demo ? { rating: 0, reviews: 0 } : product, tally),
    demo,
    nextPageUrl: nextPage ? `?reviews=${nextPage}#reviews` : undefined,
  };
}
