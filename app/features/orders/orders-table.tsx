import { formatShopDateTime } from "../../../domain/shop-time";
import { AlertTriangle, Eye, PhoneMissed, Trash2 } from "lucide-react";
import { memo, type ReactNode, type RefObject } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import { telephoneLink } from "../../../domain/contact-links";
import { formatRupees } from "../../../domain/money";
import { itemsLine, NO_ANSWER_FLAG_THRESHOLD, type OrderListRow } from "../../../domain/order-desk";
import { formatMobile } from "../../../domain/contact-links";
import { DeleteOrderForm } from "./delete-order-form";
import { deskFields } from "./desk-intents";
import type { DeskActionData } from "./order-desk-action.server";
import { DashboardDelivery } from "./order-delivery";
import { ChannelBadge } from "./channel-badge";
import { CardCustomerUpdate } from "./customer-update";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderStatusMenu } from "./order-status-menu";

export function orderDetailsPath(id: number): string {
  return `/admin/order-details/${id}`;
}

const COLUMNS = [
  "Order #",
  "Customer Name",
  "Mobile",
  "Total Price",
  "Items",
  "Date",
  "Status",
  "Actions",
] as const;

/**
 * One cell. On a phone the table turns into a compact card of five lines (number and status,
 * customer and total, mobile and date, what was bought, the actions), each cell placed by
 * `className`; the column headers still name the cells for screen readers.
 */
function Cell({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <td className={`flex min-w-0 items-center gap-2 md:table-cell md:px-3 md:py-3 ${className}`}>
      {children}
    </td>
  );
}

function AttentionBadges({ row }: { row: OrderListRow }) {
  return (
    <>
      {row.urgent && (
        <span
          title="Pending for more than 24 hours"
          className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
        >
          <AlertTriangle aria-hidden size={12} />
          Urgent
          <span className="sr-only">: pending for more than 24 hours</span>
        </span>
      )}
      {row.flagged && (
        <span
          title={`No answer on ${NO_ANSWER_FLAG_THRESHOLD} or more call-backs`}
          className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-900 ring-1 ring-orange-300 ring-inset"
        >
          <PhoneMissed aria-hidden size={12} />
          Flagged
          <span className="sr-only">: no answer on repeated call-backs</span>
        </span>
      )}
    </>
  );
}

/**
 * A row's changes, posted through the page's fetcher: a row may leave the list (deleted, or no
 * longer matching a status filter) before its answer is told, and a fetcher of its own with it.
 */
function RowActions({
  row,
  update,
  fetcher,
  returnFocusTo,
}: {
  row: OrderListRow;
  /** The WhatsApp update offered once the owner changed this order's status here. */
  update: string | undefined;
  fetcher: FetcherWithComponents<DeskActionData>;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <div className="flex w-full flex-wrap items-center justify-end gap-2 whitespace-nowrap md:justify-start">
      <Link
        to={orderDetailsPath(row.id)}
        aria-label={`View details of order ${row.orderNumber}`}
        title="View details"
        className="grid size-11 place-items-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100"
      >
        <Eye aria-hidden size={18} />
      </Link>
      <fetcher.Form method="post" className="contents">
        <input type="hidden" name={deskFields.intent} value="status" />
        <input type="hidden" name={deskFields.orderId} value={row.id} />
        <OrderStatusMenu
          duePaise={row.duePaise}
          orderNumber={row.orderNumber}
          status={row.status}
          label={`Change status of order ${row.orderNumber}`}
        />
      </fetcher.Form>
      <DeleteOrderForm
        fetcher={fetcher}
        orderId={row.id}
        orderNumber={row.orderNumber}
        title="Delete order"
        returnFocusTo={returnFocusTo}
        buttonProps={{
          "aria-label": `Delete order ${row.orderNumber}`,
          title: "Delete order",
          className:
            "grid size-11 place-items-center rounded-lg border border-red-200 text-red-700 hover:bg-red-50",
        }}
      >
        <Trash2 aria-hidden size={18} />
      </DeleteOrderForm>
      {update !== undefined && (
        <CardCustomerUpdate orderId={row.id} orderNumber={row.orderNumber} message={update} />
      )}
    </div>
  );
}

/**
 * A phone's cards below the first screen are laid out and painted only as they come near it (as
 * the home page's product cards): the 25 cards' layout was a long task of /admind's load. The
 * size kept while one is off screen is a card's, then the one it last had. Table rows on a wide
 * screen cannot skip their layout.
 */
const LAID_OUT_NEAR_THE_SCREEN =
  "max-md:[contain-intrinsic-size:auto_13rem] max-md:[content-visibility:auto]";

/**
 * One order's row. Memoised: the dashboard re-renders on its own after hydration (the live
 * stream connecting, the phone's alert state) and the rows, most of the page's elements, then
 * stay as they are (issue 30: those re-renders were /admind's longest tasks on a phone).
 */
const OrderRow = memo(function OrderRow({
  row,
  nearTheTop,
  update,
  selected,
  onSelect,
  fetcher,
  returnFocusTo,
}: {
  row: OrderListRow;
  /** On a phone's first screen: laid out at once, where the cards below wait to come near it. */
  nearTheTop: boolean;
  update: string | undefined;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  fetcher: FetcherWithComponents<DeskActionData>;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <tr
      aria-label={`Order ${row.orderNumber}`}
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 rounded-xl border bg-white p-3 shadow-sm md:table-row md:rounded-none md:border-0 md:border-t md:border-slate-200 md:p-0 md:shadow-none ${nearTheTop ? "" : LAID_OUT_NEAR_THE_SCREEN} ${selected ? "border-brand-500 bg-brand-50 md:bg-brand-50" : "border-slate-200"}`}
    >
      <Cell className="col-start-1 row-start-1 md:w-10">
        <label className="-my-2 flex min-h-11 min-w-11 items-center md:my-0 md:justify-center">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(row.id, event.target.checked)}
            aria-label={`Select order ${row.orderNumber}`}
            className="size-5 accent-brand-600"
          />
        </label>
        <span aria-hidden className="font-mono text-sm font-semibold md:hidden">
          {row.orderNumber}
        </span>
      </Cell>
      <td className="hidden px-3 py-3 font-mono whitespace-nowrap md:table-cell">
        {row.orderNumber}
      </td>
      <Cell className="col-start-1 row-start-2 font-medium">
        <span className="min-w-0">
          <span className="block truncate">{row.customerName}</span>
          <DashboardDelivery row={row} />
        </span>
      </Cell>
      <Cell className="col-start-1 row-start-3 whitespace-nowrap">
        {/* An erased customer's orders keep no number. */}
        {row.customerMobile ? (
          <a
            href={telephoneLink(row.customerMobile)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {formatMobile(row.customerMobile)}
          </a>
        ) : (
          "—"
        )}
      </Cell>
      <Cell className="col-start-2 row-start-2 justify-end font-semibold whitespace-nowrap tabular-nums md:font-normal">
        <span className="text-right">
          {formatRupees(row.totalPaise)}
          {/* Paid and due (issue 31): a paid order says so, one with money owed says how much. */}
          <span className="block text-xs font-normal" data-testid="row-paid-due">
            {row.duePaise === 0 ? (
              <span className="text-green-800">Paid</span>
            ) : (
              <span className={row.paidPaise > 0 ? "text-red-800" : "text-slate-600"}>
                Due {formatRupees(row.duePaise)}
              </span>
            )}
          </span>
        </span>
      </Cell>
      <Cell className="col-span-2 row-start-4 text-slate-700 md:text-inherit">
        <span className="truncate md:whitespace-normal">
          {itemsLine(row.firstItemName ?? undefined, row.moreItemLines)}
        </span>
        <span className="whitespace-nowrap text-slate-600 tabular-nums md:block">
          {row.itemsCount === 1 ? "1 item" : `${row.itemsCount} items`}
        </span>
      </Cell>
      <Cell className="col-start-2 row-start-3 justify-end text-sm whitespace-nowrap text-slate-600 md:text-inherit">
        <time dateTime={row.createdAt}>{formatShopDateTime(row.createdAt, "en")}</time>
      </Cell>
      <Cell className="col-start-2 row-start-1 justify-end">
        {/* On a phone the badges (status, a sale's channel, attention) stack beside the order
            number rather than run over it. */}
        <span className="flex max-w-[7.5rem] flex-wrap items-center justify-end gap-1 md:max-w-none md:justify-start">
          <OrderStatusBadge status={row.status} />
          {row.channel !== "web" && <ChannelBadge channel={row.channel} />}
          <AttentionBadges row={row} />
        </span>
      </Cell>
      <Cell className="col-span-2 row-start-5 mt-1 border-t border-slate-100 pt-2 md:mt-0 md:border-0">
        <RowActions row={row} update={update} fetcher={fetcher} returnFocusTo={returnFocusTo} />
      </Cell>
    </tr>
  );
});

/** The orders of the current page: a table on wide screens, cards on a phone. */
export function OrdersTable({
  orders,
  updates,
  selected,
  busy,
  onSelect,
  fetcher,
  returnFocusTo,
}: {
  orders: OrderListRow[];
  /** The WhatsApp updates offered on cards the owner just changed, by order id. */
  updates: ReadonlyMap<number, string>;
  selected: ReadonlySet<number>;
  /** While the page's data reloads. */
  busy: boolean;
  onSelect: (id: number, selected: boolean) => void;
  /** The page's fetcher for the rows' changes; it outlives the rows it removes. */
  fetcher: FetcherWithComponents<DeskActionData>;
  /** Where focus goes when a deleted row takes its focused button with it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <table
      aria-busy={busy}
      aria-label="Orders"
      className={`block w-full text-left text-sm md:table md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm ${busy ? "opacity-60" : ""}`}
    >
      <thead className="sr-only md:not-sr-only md:table-header-group md:bg-slate-100 md:text-xs md:text-slate-700 md:uppercase">
        <tr>
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">Select</span>
          </th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {orders.map((row, index) => (
          <OrderRow
            key={row.id}
            row={row}
            nearTheTop={index < 2}
            update={updates.get(row.id)}
            selected={selected.has(row.id)}
            onSelect={onSelect}
            fetcher={fetcher}
            returnFocusTo={returnFocusTo}
          />
        ))}
      </tbody>
    </table>
  );
}
