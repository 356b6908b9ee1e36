import { SALE_INTENTS } from "./sale-intents";
import { chatLink } from "../../../domain/contact-links";
import { localizedPath } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import { formatShopDate } from "../../../domain/shop-time";
import { quoteShareText } from "../tracking/tracking-texts";
import { z } from "zod";
import { quoteRequestSchema, saleRequestSchema } from "../../../domain/sale-schemas";
import {
  adminAction,
  intent,
  type AnswerOf,
  type IntentOutcome,
} from "../admin/admin-action.server";

/** The services' refusals, whose messages say what to change (known by name: app/ imports no server code). */
const REFUSALS = new Set(["OrderRefusedError", "QuoteRefusedError", "IdempotencyKeyReusedError"]);

function isRefusal(error: unknown): error is Error {
  return error instanceof Error && REFUSALS.has(error.name);
}

/** A service's refusal is the admin's to fix: it answers its words; anything else broke. */
async function refusing<Result>(
  work: () => Promise<IntentOutcome<Result>>,
): Promise<IntentOutcome<Result>> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) return { ok: false, notify: error.message };
    throw error;
  }
}

/**
 * The new-sale page's changes: a sale through the order placement, or a quote with its private
 * link and the WhatsApp message that sends it; posted as JSON (the sale is a nested record). Bad input changes nothing and answers its reasons.
 */
const saleIntents = {
  [SALE_INTENTS.sale]: intent({
    read: (body) => body.sale,
    schema: saleRequestSchema,
    run: (sale, { admin, context }) =>
      refusing(async () => {
        const placed = await context.sales.placeSale(sale, admin.email);
        const orderNumber = placed.order.orderNumber;
        return {
          ok: true,
          notify: `Sale saved: ${orderNumber}`,
          result: {
            placed: { orderId: placed.order.id, orderNumber, created: placed.created },
          },
        };
      }),
  }),
  [SALE_INTENTS.quote]: intent({
    // The sale's fields and the last day side by side, so a refusal names the field as the sale's
    // does (`customerMobile`, not `sale.customerMobile`) and the form shows it beside that field.
    read: (body) => ({ ...(body.sale as object), validUntil: body.validUntil }),
    schema: saleRequestSchema.and(z.object({ validUntil: quoteRequestSchema.shape.validUntil })),
    run: ({ validUntil, ...sale }, { admin, context, request }) =>
      refusing(async () => {
        const input = { sale, validUntil };
        const quote = await context.quotes.create(input, admin.email);
        const origin = context.publicUrl ?? new URL(request.url).origin;
        const { locale } = input.sale;
        const link = new URL(localizedPath(`/quote/${quote.token}`, locale), origin).toString();
        const mobile = input.sale.customerMobile;
        const text = quoteShareText(
          {
            shopName: context.shop.name,
            quoteNumber: quote.quoteNumber,
            total: formatRupees(quote.totalPaise),
            date: formatShopDate(input.validUntil, locale),
            url: link,
          },
          locale,
        );
        return {
          ok: true,
          notify: `Quote saved: ${quote.quoteNumber}`,
          result: {
            quoted: {
              quoteNumber: quote.quoteNumber,
              link,
              whatsapp: mobile ? chatLink(mobile, text) : null,
            },
          },
        };
      }),
  }),
};

export const saleAction = adminAction(saleIntents, { json: true });
export type SaleAnswer = AnswerOf<typeof saleIntents>;
