import { Form } from "react-router";
import {
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  REVIEW_ANSWER_MAX,
  type ModeratedReview,
} from "../../../domain/reviews";
import { Button } from "../../components/ui/button";
import { cardStyle } from "../../components/ui/card";
import { Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

export type ModerationRow = ModeratedReview & { createdText: string; moderatedText: string };

const stars = (count: number) => `${"★".repeat(count)}${"☆".repeat(5 - count)}`;

/** One review on the moderation page, with the decisions it can still take. */
export function ModerationCard({ review }: { review: ModerationRow }) {
  const id = String(review.id);
  return (
    <li className={`${cardStyle} space-y-3 p-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{review.subject}</p>
        <p className="text-sm text-slate-600">
          {review.sourceKind === "repair" ? "Repair" : "Order"} · {review.createdText} ·{" "}
          {review.locale === "hi" ? "Hindi" : "English"}
        </p>
      </div>
      <p aria-label={`${review.stars} of 5 stars`} className="text-lg text-amber-500">
        {stars(review.stars)}
      </p>
      {review.text ? (
        <p className="whitespace-pre-line">{review.text}</p>
      ) : (
        <p className="text-sm text-slate-500">No words, stars only.</p>
      )}
      <p className="text-sm text-slate-600">
        {review.firstName ? `Shows as ${review.firstName}` : "Shows without a name"}
      </p>
      {review.status === "pending" && (
        <div className="flex flex-wrap items-end gap-2">
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <Button type="submit" name="intent" value="publish" variant="primary">
              Publish
            </Button>
          </Form>
          <RejectForm id={id} />
        </div>
      )}
      {review.status === "rejected" && (
        <p className="text-sm text-red-800">
          Rejected: {review.rejectionReason && REJECTION_REASON_LABELS[review.rejectionReason]} · by{" "}
          {review.moderatedBy} · {review.moderatedText}
        </p>
      )}
      {review.status === "published" && (
        <>
          <p className="text-sm text-green-800">
            Published by {review.moderatedBy} · {review.moderatedText}
          </p>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="id" value={id} />
            <Label htmlFor={`answer-${id}`}>Your public answer</Label>
            <Textarea
              id={`answer-${id}`}
              name="answer"
              rows={2}
              maxLength={REVIEW_ANSWER_MAX}
              defaultValue={review.answer ?? ""}
            />
            <Button type="submit" name="intent" value="answer">
              Save answer
            </Button>
          </Form>
          {review.sourceKind === "repair" && (
            <Form method="post">
              <input type="hidden" name="id" value={id} />
              {!review.featured && <input type="hidden" name="featured" value="on" />}
              <Button type="submit" name="intent" value="feature">
                {review.featured ? "Take off our-service" : "Feature on our-service"}
              </Button>
            </Form>
          )}
          <RejectForm id={id} />
        </>
      )}
    </li>
  );
}

/** Rejecting needs a reason of the list; 'negative' is none of them (IS 19000:2022). */
function RejectForm({ id }: { id: string }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <div>
        <Label htmlFor={`reason-${id}`}>Reject because</Label>
        <Select id={`reason-${id}`} name="reason" defaultValue="" required>
          <option value="" disabled>
            Choose a reason
          </option>
          {REJECTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REJECTION_REASON_LABELS[reason]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" name="intent" value="reject" variant="danger">
        Reject
      </Button>
    </Form>
  );
}
