import { Link } from "react-router";
import { formatRupees } from "../../../domain/money";
import { ORDER_STATUS_LABELS } from "../../../domain/order-desk";
import type { OrderReport } from "../../../domain/order-reports";
import { ORDER_STATUSES } from "../../../domain/shop-constants";
import { OrderStatusBadge } from "../orders/order-status-badge";
import { cardStyle } from "../../components/ui/card";

const card = `${cardStyle} p-4 shadow-sm`;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={card}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/** The range's totals: orders, revenue, average order, orders by status and the best sellers. */
export function ReportFigures({ report }: { report: OrderReport }) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        <Figure label="Orders" value={String(report.orderCount)} />
        <Figure
          label="Revenue"
          value={formatRupees(report.revenuePaise)}
          hint="Delivered, or paid on orders still open"
        />
        <Figure
          label="Pending"
          value={formatRupees(report.pendingPaise)}
          hint="Still due on orders not yet delivered"
        />
        {/* Paise of an average are noise: the owner reads it in whole rupees. */}
        <Figure
          label="Average order value"
          value={formatRupees(Math.round(report.averageOrderPaise / 100) * 100)}
        />
      </dl>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="by-status-heading" className={card}>
          <h2 id="by-status-heading" className="text-lg font-semibold">
            Orders by status
          </h2>
          <dl className="mt-2 divide-y divide-slate-200" data-testid="orders-by-status">
            {ORDER_STATUSES.map((status) => (
              <div key={status} className="flex items-center justify-between py-2">
                <dt>
                  <OrderStatusBadge status={status} />
                  <span className="sr-only"> orders</span>
                </dt>
                <dd
                  className="font-semibold tabular-nums"
                  aria-label={`${report.byStatus[status]} ${ORDER_STATUS_LABELS[status]}`}
                >
                  {report.byStatus[status]}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <TopProducts
          id="top-by-quantity"
          title="Top products by quantity"
          products={report.topProducts}
        />
        <TopProducts
          id="top-by-revenue"
          title="Top products by revenue"
          products={report.topProductsByRevenue}
        />
      </div>
    </>
  );
}

function TopProducts({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: OrderReport["topProducts"];
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600">Cancelled orders not counted</p>
      {products.length === 0 ? (
        <p className="mt-3 text-slate-700">No products sold in this range.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Product
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Quantity
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {products.map((product, index) => (
                <tr key={`${product.productId ?? product.name}-${index}`}>
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    {product.productId === null ? (
                      product.name
                    ) : (
                      <Link
                        to={`/product/${product.productId}`}
                        className="text-brand-700 hover:underline"
                      >
                        {product.name}
                      </Link>
                    )}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{product.quantity}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">
                    {formatRupees(product.revenuePaise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
