import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Locale } from "../../../domain/locale";
import type { OrderItem } from "../../../domain/order-schemas";
import type { QuoteRequest, SaleRequest } from "../../../domain/sale-schemas";
import { quoteStatus, type QuoteStatus } from "../../../domain/sales";
import { shopDateOf } from "../../../domain/shop-time";
import type { Database, QuotesTable } from "../../db/schema";
import { findOrderableProducts } from "../products/product.repository";
import type { PlacementResult } from "./order.service";
import { priceRequest } from "./sale-pricing";
import type { Sales } from "./sales.service";

/** A quote the customer's link no longer confirms. */
export class QuoteRefusedError extends Error {
  override name = "QuoteRefusedError";
}

export const quoteRefusals = {
  expired: "This quote has expired. Please ask the shop for a new one.",
  validUntilPast: "The quote must be valid until today or later",
};

/** A quote as the owner's list and the customer's link show it. */
export interface QuoteView {
  quoteNumber: string;
  customerName: string;
  customerMobile: string;
  channel: string;
  items: OrderItem[];
  totalPaise: number;
  validUntil: string;
  status: QuoteStatus;
  orderId: number | null;
  createdAt: string;
  /** The customer's language, chosen on the sale form (a quote saved before it: English). */
  locale: Locale;
}

/** What a quote keeps: the sale with every product's quoted price, and its priced lines. */
interface StoredSale {
  request: SaleRequest;
  items: OrderItem[];
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Quotes (issue 31): a sale priced now and sent to the customer with a private link; confirming it
 * places the sale at the quoted prices, as an order that starts Confirmed, once however often the
 * customer taps.
 */
export class Quotes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sales: Sales,
  ) {}

  /** Prices and stores the quote; answers its number and the token of its private link. */
  async create(
    quote: QuoteRequest,
    adminEmail: string,
  ): Promise<{ quoteNumber: string; token: string; totalPaise: number }> {
    const now = new Date();
    if (quote.validUntil < shopDateOf(now)) {
      throw new QuoteRefusedError(quoteRefusals.validUntilPast);
    }
    const request = this.sales.orderRequest({ ...quote.sale, tenders: [] }, adminEmail);
    const products = await findOrderableProducts(
      this.db,
      request.items.map(({ productId }) => productId),
    );
    // Stock is not taken by a quote: it is checked when the customer confirms.
    const priced = priceRequest(request, new Map(products.map((p) => [p.id, p])), new Map());
    const stored: StoredSale = {
      request: {
        ...quote.sale,
        tenders: [],
        products: quote.sale.products.map((line) => {
          const item = priced.items.find((i) => i.productId === line.productId)!;
          return {
            ...line,
            unitPricePaise: item.unitPricePaise,
            overrideReason: line.overrideReason ?? "",
          };
        }),
      },
      items: priced.items,
    };
    const token = randomBytes(24).toString("base64url");
    const existing = await this.db
      .selectFrom("quotes")
      .select("quote_number")
      .where("idempotency_key", "=", quote.sale.idempotencyKey)
      .executeTakeFirst();
    if (existing)
      throw new QuoteRefusedError(`This quote was already saved as ${existing.quote_number}`);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const quoteNumber = newQuoteNumber(now);
      const inserted = await this.db
        .insertInto("quotes")
        .values({
          quote_number: quoteNumber,
          idempotency_key: quote.sale.idempotencyKey,
          token_hash: tokenHash(token),
          channel: quote.sale.channel,
          customer_name: quote.sale.customerName,
          customer_mobile: quote.sale.customerMobile,
          delivery_address: quote.sale.deliveryAddress,
          sale: JSON.stringify(stored),
          total_paise: priced.totalPaise,
          valid_until: quote.validUntil,
          admin_email: adminEmail,
          created_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) return { quoteNumber, token, totalPaise: priced.totalPaise };
    }
    throw new Error("No free quote number after 10 attempts");
  }

  async byToken(token: string): Promise<QuoteView | undefined> {
    const row = await this.#select().where("token_hash", "=", tokenHash(token)).executeTakeFirst();
    return row && this.#view(row);
  }

  /** Newest first. */
  async list(limit = 100): Promise<QuoteView[]> {
    const rows = await this.#select().orderBy("id", "desc").limit(limit).execute();
    return rows.map((row) => this.#view(row));
  }

  /**
   * Places the quote's sale at its prices. Throws QuoteRefusedError when it has expired, and
   * OrderRefusedError when the stock no longer allows it.
   */
  async confirm(token: string): Promise<PlacementResult | undefined> {
    const row = await this.#select().where("token_hash", "=", tokenHash(token)).executeTakeFirst();
    if (!row) return undefined;
    const view = this.#view(row);
    if (view.status === "expired") throw new QuoteRefusedError(quoteRefusals.expired);
    const stored = JSON.parse(row.sale) as StoredSale;
    // One order per quote: every confirmation of it is the same request under the same key.
    const placed = await this.sales.placeSale(
      { ...stored.request, idempotencyKey: `quote-${row.quote_number}-confirmed` },
      row.admin_email ?? "",
      row.quote_number,
    );
    await this.db
      .updateTable("quotes")
      .set({ order_id: placed.order.id, confirmed_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .where("order_id", "is", null)
      .execute();
    return placed;
  }

  #select() {
    return this.db.selectFrom("quotes").selectAll();
  }

  #view(row: Selectable<QuotesTable>): QuoteView {
    const stored = JSON.parse(row.sale) as StoredSale;
    return {
      quoteNumber: row.quote_number,
      customerName: row.customer_name,
      customerMobile: row.customer_mobile,
      channel: row.channel,
      items: stored.items,
      totalPaise: Number(row.total_paise),
      validUntil: row.valid_until,
      status: quoteStatus(
        row.valid_until,
        row.order_id !== null || row.confirmed_at !== null,
        shopDateOf(new Date()),
      ),
      orderId: row.order_id,
      createdAt: row.created_at,
      locale: stored.request.locale ?? "en",
    };
  }
}

/** 'QT' with the shop's date (YYMMDD) and four random digits, e.g. QT2611270427. */
function newQuoteNumber(now: Date): string {
  const day = shopDateOf(now).replaceAll("-", "").slice(2);
  return `QT${day}${String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, "0")}`;
}
