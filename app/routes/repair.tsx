import { useActionData, useSearchParams } from "react-router";
import { applianceParam, bookingDateRange } from "../../domain/repair-booking";
import { refusal } from "../../domain/refusals";
import {
  bookRepairAction,
  type BookingAnswer,
} from "../features/repairs/book-repair-action.server";
import { BookingForm } from "../features/repairs/booking-form";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/repair";

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: m.trk_book_meta_title({ shopName: data?.shop.name ?? "" }),
    description: m.trk_book_meta_description(),
    path: "/repair",
  });
}

export function loader({ context, request }: Route.LoaderArgs) {
  const { shop } = context;
  return {
    shop: {
      name: shop.name,
      whatsapp: shop.whatsapp,
      visitChargePaise: shop.visitChargePaise,
      callbackPromise: shop.callbackPromise,
    },
    // One key per form shown: a retry of this form is the same booking, a new form a new one.
    idempotencyKey: crypto.randomUUID(),
    dateRange: bookingDateRange(new Date(), context.shop.bookingDaysAhead),
    origin: context.publicUrl ?? new URL(request.url).origin,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookRepairAction(request, context);
}

/**
 * A booking that could not reach the shop, or was refused unread (photos over the size limit),
 * is answered on the form instead of replacing the page with the error page; the same key is
 * sent again with the next try.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) throw thrown;
    return {
      ok: false as const,
      fieldErrors: {},
      formError: refusal("repair.failed"),
    } satisfies BookingAnswer;
  }
}

export default function RepairPage({ loaderData }: Route.ComponentProps) {
  const posted = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-semibold">{m.trk_book_heading()}</h1>
      <p className="mt-1 text-slate-600">{m.trk_book_intro()}</p>
      <div className="mt-4">
        <BookingForm
          idempotencyKey={loaderData.idempotencyKey}
          dateRange={loaderData.dateRange}
          appliance={applianceParam(params.get("appliance"))}
          shop={loaderData.shop}
          origin={loaderData.origin}
          posted={posted}
        />
      </div>
    </section>
  );
}
