import type { OrderStatus } from "../../../domain/shop-constants";
import {
  orderListSearchParams,
  type BulkDeleteResult,
  type BulkStatusResult,
  type OrderListQuery,
  type OrderListRow,
} from "../../../domain/order-desk";
import { callAdminApi, readJson, sendJson, type AdminApiAnswer } from "../admin/admin-api";

/** The dashboard's calls to the admin order API. */
const ORDERS_API = "/api/admin/orders";

/** The filters of a view without its page, as the list-wide calls (ids, export) take them. */
function filtersOf(query: OrderListQuery): string {
  return orderListSearchParams({ ...query, page: 1, pageSize: undefined }).toString();
}

export function changeOrderStatus(id: number, status: OrderStatus) {
  return callAdminApi(
    `${ORDERS_API}/${id}/status`,
    sendJson("PATCH", { status }),
    readJson<OrderListRow>,
  );
}

export function deleteOrder(id: number) {
  return callAdminApi(`${ORDERS_API}/${id}`, { method: "DELETE" }, async () => undefined);
}

export function bulkChangeStatus(ids: number[], status: OrderStatus) {
  return callAdminApi(
    `${ORDERS_API}/bulk-status`,
    sendJson("POST", { ids, status }),
    readJson<BulkStatusResult>,
  );
}

export function bulkDeleteOrders(ids: number[]) {
  return callAdminApi(
    `${ORDERS_API}/bulk-delete`,
    sendJson("POST", { ids }),
    readJson<BulkDeleteResult>,
  );
}

export function clearAllOrders(confirmation: string) {
  return callAdminApi(
    `${ORDERS_API}/clear-all`,
    sendJson("POST", { confirmation }),
    readJson<{ deleted: number }>,
  );
}

/** Ids of every order the view's filters match, for 'select all matching'. */
export async function matchingOrderIds(query: OrderListQuery) {
  const filters = filtersOf(query);
  return callAdminApi(
    `${ORDERS_API}/ids${filters ? `?${filters}` : ""}`,
    { method: "GET" },
    readJson<{ ids: number[] }>,
  );
}

/** The file name the server gave the export in its Content-Disposition header. */
function attachmentName(response: Response): string | undefined {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="?([^";]+)"?/.exec(header)?.[1];
}

/**
 * Downloads the CSV of every order the view's filters match, under the server's file name. The
 * file is fetched first (not a plain link), so the dashboard can say whether the export worked.
 */
export async function exportOrders(query: OrderListQuery): Promise<AdminApiAnswer<string>> {
  const filters = filtersOf(query);
  return callAdminApi(
    `${ORDERS_API}/export.csv${filters ? `?${filters}` : ""}`,
    { method: "GET", headers: { Accept: "text/csv" } },
    async (response) => {
      const fileName = attachmentName(response) ?? "orders.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken its copy once the click is handled; the blob can go after that.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return fileName;
    },
  );
}
