import { Download } from "lucide-react";
import { useState } from "react";
import { dashboardMessages, type NotificationType } from "../../../domain/dashboard-messages";
import { orderListSearchParams } from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import { Button } from "../../components/ui/button";

/** The CSV of every order a view's filters match, from the admin order API. */
export function orderExportUrl(query: OrderListQuery): string {
  const filters = orderListSearchParams({ ...query, page: 1, pageSize: undefined }).toString();
  return `/api/admin/orders/export.csv${filters ? `?${filters}` : ""}`;
}

/** The file name the server gave the export in its Content-Disposition header. */
function attachmentName(response: Response): string | undefined {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="?([^";]+)"?/.exec(header)?.[1];
}

/**
 * Downloads the file under the server's name. It is fetched first rather than followed as a plain
 * link, so the dashboard can say whether the export worked (spec §8).
 */
async function downloadCsv(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { Accept: "text/csv" } });
    if (!response.ok) return false;
    const fileName = attachmentName(response) ?? "orders.csv";
    const blobUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = blobUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken its copy once the click is handled; the blob can go after that.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
    return true;
  } catch {
    return false;
  }
}

/** 'Export Orders': the CSV of the orders the dashboard's filters match. */
export function ExportOrdersButton({
  query,
  notify,
}: {
  query: OrderListQuery;
  notify: (message: string, type: NotificationType) => void;
}) {
  // A download is no page change, so no fetcher tracks it.
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    const done = await downloadCsv(orderExportUrl(query));
    setExporting(false);
    if (done) notify(dashboardMessages.exported, "success");
    else notify(dashboardMessages.exportFailed, "error");
  };
  return (
    <Button
      variant="primary"
      onClick={() => void exportCsv()}
      disabled={exporting}
      className="inline-flex items-center gap-2"
    >
      <Download aria-hidden size={18} />
      Export Orders
    </Button>
  );
}
