import type { Generated } from "kysely";

/** The reviews' tables (migration 20261127-0800, decision 37). */
export interface ReviewLinksTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the link's token, never the token. */
  token_hash: string;
  source_kind: "order" | "repair";
  source_id: number;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  link_id: number;
  /** The order line's position; 0 for a repair. */
  line: number;
  product_id: number | null;
  subject: string;
  stars: number;
  text: string;
  locale: string;
  /** Shown only because the customer allowed it; erasure clears it. */
  first_name: string | null;
  status: "pending" | "published" | "rejected";
  rejection_reason: "abusive" | "personal-data" | "off-topic" | null;
  moderated_by: string | null;
  moderated_at: string | null;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  /** 1 when the owner chose a published repair review for /our-service. */
  featured: Generated<number>;
  created_at: string;
}

export interface ReviewsTables {
  review_links: ReviewLinksTable;
  reviews: ReviewsTable;
}
