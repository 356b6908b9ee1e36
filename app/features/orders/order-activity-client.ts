import type { CallOutcome, TimelineEntry } from "../../../domain/order-desk";
import { callAdminApi, readJson, sendJson, type AdminApiAnswer } from "../admin/admin-api";

/** Notes and call attempts of one order, written through the admin order API. */
export function addOrderNote(
  orderId: number,
  text: string,
): Promise<AdminApiAnswer<TimelineEntry>> {
  return callAdminApi(
    `/api/admin/orders/${orderId}/notes`,
    sendJson("POST", { text }),
    readJson<TimelineEntry>,
  );
}

export function logOrderCall(
  orderId: number,
  outcome: CallOutcome,
): Promise<AdminApiAnswer<TimelineEntry>> {
  return callAdminApi(
    `/api/admin/orders/${orderId}/calls`,
    sendJson("POST", { outcome }),
    readJson<TimelineEntry>,
  );
}
