import { Phone, Search } from "lucide-react";
import { Form, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { formatMobile, telephoneLink } from "../../domain/contact-links";
import { MOBILE_INPUT_MAX_LENGTH } from "../../domain/mobile";
import { minutesUntil, trackingPath } from "../../domain/order-tracking";
import { trackingLookupSchema } from "../../domain/order-tracking-schemas";
import { refusal } from "../../domain/refusals";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { PhoneOrders } from "../features/tracking/phone-orders-list";
import { lockedOutText, trackingAnswerText } from "../features/tracking/tracking-texts";
import { href } from "../i18n/locale";
import { m } from "../i18n/messages";
import { pageMeta, type RootData } from "../seo";
import type { Route } from "./+types/track";
import { cardStyle } from "../components/ui/card";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: m.trk_title(),
    description: m.trk_intro(),
    path: "/track",
    noindex: true,
  });
}

/**
 * Order or repair number + mobile → its private link. Posted, so neither lands in a URL or a log;
 * works without script. A wrong number and a wrong mobile get the same answer (issues 12, 13).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = trackingLookupSchema.safeParse({
    orderNumber: String(form.get("orderNumber") ?? ""),
    mobile: String(form.get("mobile") ?? ""),
  });
  // Refusals answer 200, as the login page's do: an error status would make the browser log a
  // failed request for every mistyped number.
  if (!parsed.success) {
    // A number or mobile too long to be one finds nothing; any other problem is an empty field.
    const tooLong = parsed.error.issues[0]?.code === "too_big";
    return { refusal: refusal(tooLong ? "tracking.not-found" : "tracking.missing-fields") };
  }
  const result = await context.orderTracking.lookup(parsed.data, context.clientAddress);
  switch (result.kind) {
    case "found":
      throw redirect(href(trackingPath(result.token)));
    case "repair":
      throw redirect(href(result.path));
    case "locked":
      return { lockedMinutes: minutesUntil(result.until, new Date()) };
    case "not-found":
      return { refusal: refusal("tracking.not-found") };
  }
}

export default function Track({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  const locked = actionData?.lockedMinutes ?? null;
  // Both answers end '…or call the shop': the call is a tap away (issue 34).
  const callOffered = locked !== null || actionData?.refusal?.code === "tracking.not-found";
  const error =
    locked !== null
      ? lockedOutText(locked)
      : actionData?.refusal && trackingAnswerText(actionData.refusal);
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{m.trk_title()}</h1>
      <p className="mt-2 text-slate-700">{m.trk_intro()}</p>
      <Form method="post" className={`${cardStyle} mt-5 space-y-4 p-4`}>
        <div>
          <Label htmlFor="track-order-number" className="block">
            {m.trk_number_label()}
          </Label>
          <Input
            id="track-order-number"
            name="orderNumber"
            required
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={m.trk_number_placeholder()}
            aria-describedby={error ? "track-error" : undefined}
          />
        </div>
        <div>
          <Label htmlFor="track-mobile" className="block">
            {m.trk_mobile_label()}
          </Label>
          <Input
            id="track-mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            aria-describedby={error ? "track-error" : undefined}
          />
        </div>
        {error && (
          <p id="track-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {callOffered && shop && (
          <a
            href={telephoneLink(shop.phone)}
            data-testid="track-call-shop"
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 text-center font-medium text-brand-700"
          >
            <Phone aria-hidden size={18} />
            {/* The number whole on one line: '+91 98765 / 43210' reads as two numbers. */}
            <span>
              {m.common_call_shop()}{" "}
              <span className="whitespace-nowrap">{formatMobile(shop.phone)}</span>
            </span>
          </a>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={busy}
          className="inline-flex w-full items-center justify-center gap-2"
        >
          <Search aria-hidden size={18} />
          {m.trk_find()}
        </Button>
      </Form>
      <PhoneOrders />
    </section>
  );
}
