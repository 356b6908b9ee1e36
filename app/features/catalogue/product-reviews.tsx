import { BadgeCheck, Star } from "lucide-react";
import { writtenLang } from "../../../domain/locale";
import type { PublicReview } from "../../../domain/reviews";
import { cardStyle } from "../../components/ui/card";
import { m } from "../../i18n/messages";

export type ShownReview = PublicReview & { day: string; dateText: string };

function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={m.cat_review_stars({ stars: count })} className="flex">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          size={16}
          className={star <= count ? "fill-amber-400 text-amber-400" : "text-slate-300"}
        />
      ))}
    </span>
  );
}

/**
 * A product's published reviews, newest first, rendered on the server; further pages are a plain
 * link (`?reviews=2`), so the product page's scripts do not grow. Nothing while there is none.
 */
export function ProductReviews({
  reviews,
  nextPageUrl,
  shopName,
}: {
  reviews: readonly ShownReview[];
  nextPageUrl: string | undefined;
  shopName: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-8">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        {m.cat_reviews_heading()}
      </h2>
      <ul className="mt-3 space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className={`${cardStyle} p-4`}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Stars count={review.stars} />
              <span className="inline-flex items-center gap-1 font-medium text-green-800">
                <BadgeCheck aria-hidden size={16} />
                {m.cat_review_verified()}
              </span>
              {review.firstName && <span className="text-slate-700">{review.firstName}</span>}
              <time dateTime={review.day} className="text-slate-600">
                {review.dateText}
              </time>
            </div>
            {review.text && (
              <p lang={writtenLang(review.text)} className="mt-2 whitespace-pre-line break-words">
                {review.text}
              </p>
            )}
            {review.answer && (
              <div className="mt-3 border-l-4 border-brand-200 pl-3 text-sm">
                <p className="font-medium">{m.cat_review_answer({ shopName })}</p>
                <p
                  lang={writtenLang(review.answer)}
                  className="whitespace-pre-line break-words text-slate-700"
                >
                  {review.answer}
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {nextPageUrl && (
        <a
          href={nextPageUrl}
          className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {m.cat_reviews_more()}
        </a>
      )}
    </section>
  );
}
