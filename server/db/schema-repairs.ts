import type { Generated } from "kysely";

/** The repair desk's tables (issue 13). */
/** A repair job (issue 13); see migration 20261123-0050 for what each column holds. */
export interface RepairsTable {
  id: Generated<number>;
  ticket_number: string;
  idempotency_key: string;
  request_hash: string;
  appliance: string;
  brand: string;
  model: string;
  /** The quick choice and the customer's words, as one line. */
  problem: string;
  customer_name: string;
  customer_mobile: string;
  visit_type: string;
  address: string;
  landmark: string;
  pin: string;
  preferred_date: string;
  preferred_slot: string;
  status: string;
  visit_date: string | null;
  visit_slot: string | null;
  technician: string | null;
  /** JSON array of { kind, description, amountPaise }; null until an estimate is sent. */
  estimate_lines: string | null;
  estimate_version: Generated<number>;
  estimate_total_paise: number | null;
  estimate_sent_at: string | null;
  estimate_answer: string | null;
  estimate_answered_at: string | null;
  parts_used: Generated<string>;
  payment_method: string | null;
  payment_paise: number | null;
  closed_at: string | null;
  /** YYYY-MM-DD. */
  warranty_until: string | null;
  /** The customer's language, 'en' or 'hi' (domain/locale.ts). */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A private tracking link: the SHA-256 (hex) of its token, never the token. */
export interface RepairTrackingLinksTable {
  tracking_token_hash: string;
  repair_id: number;
  created_at: string;
}

export interface RepairPhotosTable {
  repair_id: number;
  position: number;
  /** The stored file's name (storage `findRepairPhoto`). */
  name: string;
}

export interface RepairActivityTable {
  repair_id: number;
  /** status, schedule, estimate, answer, parts, payment, note or call. */
  kind: string;
  status: string | null;
  /** What was recorded: text, or JSON for an estimate and its answer. */
  detail: string | null;
  /** Null for the customer's own answer. */
  admin_email: string | null;
  created_at: string;
}

/** A closed repair the owner shows on /our-service's 'Recent repairs' (no customer data). */
export interface RepairShowcaseTable {
  repair_id: number;
  marked_by: string;
  marked_at: string;
}

export interface RepairsTables {
  repairs: RepairsTable;
  repair_tracking_links: RepairTrackingLinksTable;
  repair_photos: RepairPhotosTable;
  repair_activity: RepairActivityTable;
  repair_showcase: RepairShowcaseTable;
}
