import { data, type AppLoadContext } from "react-router";
import { chatLink } from "../../../domain/contact-links";
import { formatRupees } from "../../../domain/money";
import { quoteRequestSchema, saleRequestSchema } from "../../../domain/sale-schemas";
import { refuseSignedOut } from "../admin/require-admin";

/** The services' refusals, whose messages say what to change (known by name: app/ imports no server code). */
const REFUSALS = new Set(["OrderRefusedError", "QuoteRefusedError", "IdempotencyKeyReusedError"]);

function isRefusal(error: unknown): error is Error {
  return error instanceof Error && REFUSALS.has(error.name);
}

/** What the new-sale page's post answers. */
export type SaleActionData =
  | { placed: { orderId: number; orderNumber: string; created: boolean } }
  | { quoted: { quoteNumber: string; link: string; whatsapp: string | null } }
  | { refused: string }
  | { signedOut: true };

/**
 * Saves the new-sale form, posted as JSON: a sale through the order placement, or a quote with
 * its private link and the WhatsApp message that sends it. Bad input changes nothing and answers
 * the first reason.
 */
export async function saleAction(request: Request, context: AppLoadContext) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const admin = context.admin!;
  const body = (await request.json().catch(() => null)) as {
    mode?: unknown;
    sale?: unknown;
    validUntil?: unknown;
  } | null;
  const refuse = (message: string) => data({ refused: message } as SaleActionData, { status: 400 });
  if (body?.mode === "quote") {
    const parsed = quoteRequestSchema.safeParse({ sale: body.sale, validUntil: body.validUntil });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Check the quote");
    try {
      const quote = await context.quotes.create(parsed.data, admin.email);
      const origin = context.publicUrl ?? new URL(request.url).origin;
      const link = new URL(`/quote/${quote.token}`, origin).toString();
      const mobile = parsed.data.sale.customerMobile;
      const text = `${context.shop.name}: quote ${quote.quoteNumber} for ${formatRupees(quote.totalPaise)}, valid until ${parsed.data.validUntil}. See it and confirm here: ${link}`;
      return {
        quoted: {
          quoteNumber: quote.quoteNumber,
          link,
          whatsapp: mobile ? chatLink(mobile, text) : null,
        },
      } satisfies SaleActionData;
    } catch (error) {
      if (isRefusal(error)) return refuse(error.message);
      throw error;
    }
  }
  const parsed = saleRequestSchema.safeParse(body?.sale);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Check the sale");
  try {
    const placed = await context.sales.placeSale(parsed.data, admin.email);
    return {
      placed: {
        orderId: placed.order.id,
        orderNumber: placed.order.orderNumber,
        created: placed.created,
      },
    } satisfies SaleActionData;
  } catch (error) {
    if (isRefusal(error)) return refuse(error.message);
    throw error;
  }
}
