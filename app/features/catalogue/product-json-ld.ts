import { paiseToRupees } from "../../../domain/money";
import type { Product } from "../../../domain/product";
import { averageStars, type PublicReview, type ReviewTally } from "../../../domain/reviews";
import { absoluteUrl } from "../../seo";

/** The published reviews the page shows, for its markup. */
export interface MarkedUpReviews {
  tally: ReviewTally;
  reviews: readonly (PublicReview & { day: string })[];
}

/**
 * The product's schema.org data. The admin-typed rating and review count never go in (decision
 * 34): `AggregateRating` and `Review` come only from published buyers' reviews, the ones this
 * page shows (decision 37, Google's review snippet guidelines), and are absent without one.
 */
export function productJsonLd(
  product: Omit<Product, "rating" | "reviews">,
  origin: string,
  published: MarkedUpReviews,
) {
  const { tally, reviews } = published;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: product.images.map((image) => absoluteUrl(origin, image)),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: absoluteUrl(origin, `/product/${product.id}`),
      priceCurrency: "INR",
      price: paiseToRupees(product.pricePaise).toFixed(2),
      availability: product.inStock
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
    },
    ...(tally.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: averageStars(tally),
            reviewCount: tally.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            "@type": "Review",
            reviewRating: { "@type": "Rating", ratingValue: review.stars, bestRating: 5 },
            author: { "@type": "Person", name: review.firstName ?? "Verified buyer" },
            datePublished: review.day,
            ...(review.text ? { reviewBody: review.text } : {}),
          })),
        }
      : {}),
  };
}
