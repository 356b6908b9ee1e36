import { data, Link } from "react-router";
import {
  MODERATION_LISTS,
  MODERATION_PAGE_SIZE,
  type ModeratedReview,
  type ModerationList as ModerationListName,
} from "../../domain/reviews";
import { formatShopDateTime } from "../../domain/shop-time";
import { buttonStyles } from "../components/ui/button";
import { adminClientAction } from "../features/admin/admin-client";
import { ModerationCard, type ModerationRow } from "../features/reviews/moderation-card";
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

/** '?list=pending&after=…': a later page of one list, from the page before's 'Next' link. */
async function moderationView(request: Request, context: Route.LoaderArgs["context"]) {
  const params = new URL(request.url).searchParams;
  const asked = params.get("list");
  const after = params.get("after");
  if (asked === null && after === null) {
    return { ...(await context.reviews.forModeration()), later: undefined };
  }
  const list = MODERATION_LISTS.find((known) => known === asked);
  const page =
    list && after !== null ? await context.reviews.moderationPage(list, after) : undefined;
  if (!list || !page) {
    throw data("This page of the reviews is not known: start from the first", { status: 400 });
  }
  const counts = await context.reviews.moderationCounts();
  const other = list === "pending" ? "decided" : "pending";
  return {
    ...({ [list]: page.reviews, [other]: [] } as Record<ModerationListName, ModeratedReview[]>),
    counts,
    next: { [list]: page.next, [other]: undefined } as Record<
      ModerationListName,
      string | undefined
    >,
    later: list,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pending, decided, counts, next, later } = await moderationView(request, context);
  // Dates are worded here, once, so the browser hydrates the very text the server rendered.
  const worded = (review: (typeof pending)[number]) => ({
    ...review,
    createdText: formatShopDateTime(review.createdAt, "en"),
    moderatedText: review.moderatedAt ? formatShopDateTime(review.moderatedAt, "en") : "",
  });
  return {
    pending: pending.map(worded),
    decided: decided.map(worded),
    counts,
    next,
    later,
  };
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
  const { pending, decided, counts, next, later } = loaderData;
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
      {later && (
        <Link to="/admin/reviews" className={`${buttonStyles.secondary} mt-4 inline-flex`}>
          First page
        </Link>
      )}
      {later !== "decided" && (
        <ModerationList
          heading={`Waiting (${counts.pending})`}
          empty="No review is waiting."
          reviews={pending}
          list="pending"
          next={next.pending}
        />
      )}
      {later !== "pending" && (
        <ModerationList
          heading={`Decided (${counts.published} published, ${counts.rejected} rejected)`}
          empty="Nothing decided yet."
          reviews={decided}
          list="decided"
          next={next.decided}
        />
      )}
    </section>
  );
}

/** One of the two lists, a page of at most MODERATION_PAGE_SIZE, and its 'Next' link. */
function ModerationList({
  heading,
  empty,
  reviews,
  list,
  next,
}: {
  heading: string;
  empty: string;
  reviews: ModerationRow[];
  list: ModerationListName;
  next: string | undefined;
}) {
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold">{heading}</h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {reviews.map((review) => (
            <ModerationCard key={review.id} review={review} />
          ))}
        </ul>
      )}
      {next && (
        <Link
          to={`/admin/reviews?list=${list}&after=${next}`}
          className={`${buttonStyles.primary} mt-3 inline-flex`}
          data-testid={`reviews-next-${list}`}
        >
          Next {MODERATION_PAGE_SIZE} {list === "pending" ? "waiting" : "decided"}
        </Link>
      )}
    </>
  );
}
