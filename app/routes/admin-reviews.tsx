import { formatShopDateTime } from "../../domain/shop-time";
import { adminClientAction } from "../features/admin/admin-client";
import { ModerationCard } from "../features/reviews/moderation-card";
import { reviewModerationAction } from "../features/reviews/review-moderation-action.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-reviews";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Reviews",
    description: "Buyers' reviews to publish or reject",
    path: "/admin/reviews",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { pending, decided } = await context.reviews.forModeration();
  // Dates are worded here, once, so the browser hydrates the very text the server rendered.
  const worded = (review: (typeof pending)[number]) => ({
    ...review,
    createdText: formatShopDateTime(review.createdAt, "en"),
    moderatedText: review.moderatedAt ? formatShopDateTime(review.moderatedAt, "en") : "",
  });
  return { pending: pending.map(worded), decided: decided.map(worded) };
}

export const action = reviewModerationAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

/**
 * Moderation of buyers' reviews (decision 37): waiting reviews, oldest first, to publish or
 * reject for a reason of the list; then the latest decided ones, to answer, feature or take off.
 */
export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, decided } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-4 md:py-6">
      <h1 className="text-2xl font-semibold">Reviews</h1>
      <p className="mt-1 text-sm text-slate-600">
        Reviews from buyers, through the link in the shop&apos;s WhatsApp update. Publish them, or
        reject one only if it is abusive, contains personal data or is not about the product or
        service: a bad review is still a review.
      </p>
      <p role="status" className="mt-3 text-sm">
        {actionData?.notification && (
          <span className={actionData.ok ? "text-green-800" : "text-red-700"}>
            {actionData.notification.message}
          </span>
        )}
      </p>
      <h2 className="mt-4 text-lg font-semibold">Waiting ({pending.length})</h2>
      {pending.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No review is waiting.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {pending.map((review) => (
            <ModerationCard key={review.id} review={review} />
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-semibold">Decided</h2>
      {decided.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing decided yet.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {decided.map((review) => (
            <ModerationCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
