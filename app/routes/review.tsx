import { data } from "react-router";
import { namesInLanguage } from "../../domain/item-names";
import { reviewSubmissionSchema } from "../../domain/review-schemas";
import { applianceParam } from "../../domain/repair-booking";
import { ReviewLineForm, type ReviewLineAnswer } from "../features/reviews/review-line-form";
import { reviewAnswerText } from "../features/reviews/review-texts";
import { applianceLabel, brandLabel } from "../features/repairs/repair-labels";
import { TrackingNotFound } from "../features/tracking/tracking-not-found";
import { pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/review";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.view ? m.trk_review_page_title() : m.trk_not_found_title(),
    description: m.trk_review_intro(),
    path: "/review",
    noindex: true,
  });
}

/**
 * A buyer's review behind the private link the shop sent with its WhatsApp update
 * (`/review/<token>`, decision 37): one form per product line of the order, or one for the
 * repair. An unknown or malformed token gets the tracking pages' not-found page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const view = await context.reviews.page(params.token);
  if (!view) return data({ view: null }, { status: 404 });
  if (view.kind === "repair") return { view };
  // An order's lines by their Hindi names on a Hindi page, as its tracking page names them.
  const named = namesInLanguage(
    view.lines.map((line) => ({ ...line, name: line.subject })),
    [...(await context.catalogue.list()), ...context.shop.rateCard],
    pageLocale(),
  );
  return {
    view: { ...view, lines: named.map(({ name, ...line }) => ({ ...line, subject: name })) },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const line = Number(form.get("line"));
  const parsed = reviewSubmissionSchema.safeParse({
    line: form.get("line"),
    stars: form.get("stars") ?? undefined,
    text: form.get("text") ?? "",
    showName: form.get("showName"),
  });
  if (!parsed.success) {
    const message = reviewAnswerText(parsed.error.issues[0]!.message);
    return { line, ok: false, message } satisfies ReviewLineAnswer;
  }
  const answer = await context.reviews.submit(params.token, parsed.data, pageLocale());
  return (
    answer.ok
      ? { line, ok: true, message: m.trk_review_thanks() }
      : { line, ok: false, message: reviewAnswerText(answer.refusal) }
  ) satisfies ReviewLineAnswer;
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (!view) return <TrackingNotFound />;
  const appliance = applianceParam(view.appliance);
  // A repair is named in the page's language; an order's lines come so named from the loader.
  const subjectOf = (subject: string) =>
    view.kind === "repair" && appliance
      ? m.trk_review_repair_subject({
          brand: brandLabel(view.brand),
          appliance: applianceLabel(appliance),
        })
      : subject;
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold break-words">
        {view.kind === "repair"
          ? m.trk_review_heading_repair({ number: view.number })
          : m.trk_review_heading_order({ number: view.number })}
      </h1>
      <p className="text-slate-700">{m.trk_review_intro()}</p>
      {view.lines.map((line) => (
        <ReviewLineForm
          key={line.line}
          line={line.line}
          subject={subjectOf(line.subject)}
          reviewed={line.reviewed}
        />
      ))}
    </section>
  );
}
