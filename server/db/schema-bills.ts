import type { Generated } from "kysely";

/** The bills' tables (migration 20261127-0600, decision 33). Money is integer paise. */
export interface ProductTaxTable {
  product_id: number;
  hsn: string;
  gst_rate: number;
  updated_at: string;
}

/** The last number taken in a series ('bill', 'credit-note') and financial year. */
export interface DocumentCountersTable {
  series: string;
  fy_start: number;
  last_number: number;
}

export interface BillsTable {
  id: Generated<number>;
  number: string;
  fy_start: number;
  sequence: number;
  source_kind: "order" | "repair" | "sale";
  source_id: number;
  /** SHA-256 of the customer's private link token; never the token. */
  token_hash: string;
  registration: string;
  /** JSON: the seller as the bill printed them (BillSeller). */
  seller: string;
  /** JSON: the buyer (BillBuyer). */
  buyer: string;
  place_of_supply: string;
  /** JSON: BillLine[] with each line's split. */
  lines: string;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  paid_paise: number;
  payment_method: string | null;
  /** JSON: the warranty lines. */
  warranty: string;
  locale: string;
  issued_at: string;
  issued_by: string | null;
}

export interface CreditNotesTable {
  id: Generated<number>;
  number: string;
  fy_start: number;
  sequence: number;
  bill_id: number;
  reason: string;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  issued_at: string;
  issued_by: string | null;
}

export interface BillsTables {
  product_tax: ProductTaxTable;
  document_counters: DocumentCountersTable;
  bills: BillsTable;
  credit_notes: CreditNotesTable;
}
