import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import { ORDER_EXPORT_COLUMNS, orderExportRow } from "../../../domain/order-export";
import type { Database } from "../../db/schema";
import { findOrderBatch } from "./order-export.repository";
import { orderFilters } from "./order-filters";
import { keysetCsv } from "../export/keyset-csv";

/** The order dashboard's CSV download. Reads only. */
export class OrderExport {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every order matching the filters as CSV, read in keyset batches and written as the reader
   * takes it: memory stays flat for any number of orders.
   */
  csv(query: OrderListQuery, now: Date = new Date()): Readable {
    const filters = orderFilters(query, now);
    return keysetCsv({
      what: "order",
      columns: ORDER_EXPORT_COLUMNS,
      batch: (after: { key: string | number; id: number } | undefined, limit) =>
        findOrderBatch(this.db, filters, query.sort, after, limit),
      afterOf: (order) => ({ key: order.sortKey, id: order.id }),
      cells: orderExportRow,
    });
  }
}
