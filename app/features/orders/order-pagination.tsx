import { Link } from "react-router";
import { orderListSearchParams } from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";

const linkStyle =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100";
const disabledStyle =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-200 bg-slate-100 px-4 text-sm font-medium text-slate-600";

/** Previous / next through the server's pages of orders, keeping the filters. */
export function OrderPagination({
  query,
  page,
  pageCount,
}: {
  query: OrderListQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const to = (target: number) => {
    const search = orderListSearchParams({ ...query, page: target }).toString();
    return { search: search ? `?${search}` : "" };
  };
  return (
    <nav aria-label="Pages of orders" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkStyle} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden className={disabledStyle}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={linkStyle} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden className={disabledStyle}>
          Next
        </span>
      )}
    </nav>
  );
}
