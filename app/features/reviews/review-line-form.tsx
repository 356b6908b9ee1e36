import { Star } from "lucide-react";
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { REVIEW_TEXT_MAX } from "../../../domain/reviews";
import { Button } from "../../components/ui/button";
import { cardStyle } from "../../components/ui/card";
import { FieldError } from "../../components/ui/field-error";
import { Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { m } from "../../i18n/messages";

/** What the review page's action answers a line's form. */
export type ReviewLineAnswer = { line: number; ok: boolean; message: string };

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One line's review: 1 to 5 stars (radio buttons, so it works before the script too), optional
 * words, and whether to show the first name. Each line posts on its own, so a thank-you or an
 * error shows on the line the customer acted on.
 */
export function ReviewLineForm({
  line,
  subject,
  reviewed,
}: {
  line: number;
  subject: string;
  reviewed: boolean;
}) {
  const fetcher = useFetcher<ReviewLineAnswer>();
  const [stars, setStars] = useState(0);
  // Posted before the script ran, the page comes back with the answer as the page's action data.
  const posted = useActionData<ReviewLineAnswer>();
  const latest = fetcher.data ?? posted;
  const answer = latest?.line === line ? latest : undefined;
  const headingId = `review-line-${line}`;
  const errorId = `review-error-${line}`;
  if (reviewed || answer?.ok) {
    return (
      <section aria-labelledby={headingId} className={`${cardStyle} p-4`}>
        <h2 id={headingId} className="font-semibold">
          {subject}
        </h2>
        <p role="status" className="mt-2 text-green-800">
          {answer?.ok ? answer.message : m.trk_review_done()}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className={`${cardStyle} p-4`}>
      <h2 id={headingId} className="font-semibold">
        {subject}
      </h2>
      <fetcher.Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="line" value={line} />
        <fieldset aria-describedby={answer ? errorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">{m.trk_review_rating()}</legend>
          <div className="mt-1 flex gap-1">
            {STARS.map((count) => (
              <label key={count} className="cursor-pointer">
                <input
                  type="radio"
                  name="stars"
                  value={count}
                  className="peer sr-only"
                  onChange={() => setStars(count)}
                />
                <span className="flex size-12 items-center justify-center rounded-lg text-slate-400 peer-checked:text-amber-500 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
                  <Star
                    aria-hidden
                    size={34}
                    className={count <= stars ? "fill-amber-400 text-amber-500" : ""}
                  />
                  <span className="sr-only">{m.trk_review_star_label({ count })}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor={`review-text-${line}`}>{m.trk_review_text_label()}</Label>
          <Textarea id={`review-text-${line}`} name="text" rows={4} maxLength={REVIEW_TEXT_MAX} />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" name="showName" className="size-5" />
          {m.trk_review_show_name()}
        </label>
        <FieldError id={errorId}>{answer?.message}</FieldError>
        <Button
          type="submit"
          variant="primary"
          className="w-full"
          disabled={fetcher.state !== "idle"}
        >
          {m.trk_review_send()}
        </Button>
      </fetcher.Form>
    </section>
  );
}
