import { Link } from "react-router";
import { formatRupees } from "../../../domain/money";
import type { OrderDetails } from "../../../domain/order-desk";
import { ProductImage, THUMBNAIL_WIDTHS } from "../../components/product-image";
import { orderDetailsTexts } from "./order-details-texts";

/** The lines of an order as they were sold (snapshots), with its total. */
export function OrderItems({
  order,
  className,
}: {
  order: OrderDetails["order"];
  className: string;
}) {
  return (
    <section aria-labelledby="items-heading" className={className}>
      <h2 id="items-heading" className="text-lg font-semibold">
        Items <span className="text-sm font-normal text-slate-600">({order.itemsCount})</span>
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? "gone"}-${index}`} className="flex gap-3 py-3">
            {item.image ? (
              <ProductImage
                url={item.image}
                alt=""
                sizes="64px"
                widths={THUMBNAIL_WIDTHS}
                className="size-16 shrink-0 rounded-lg border border-slate-200 object-contain"
              />
            ) : (
              // A product saved without photos: an empty frame keeps the lines aligned.
              <div aria-hidden className="size-16 shrink-0 rounded-lg border border-slate-200" />
            )}
            <div className="min-w-0 flex-1" data-line-kind={item.kind}>
              {item.kind !== "product" ? (
                // A service or an exchange was never a catalogue product: nothing to link or miss.
                <p className="font-medium break-words">
                  {item.name}
                  {item.detail && ` (${item.detail})`}{" "}
                  <span className="text-sm font-normal text-slate-600">
                    ({orderDetailsTexts[item.kind]})
                  </span>
                </p>
              ) : item.productId === null ? (
                <p className="font-medium">
                  {item.name}{" "}
                  <span className="text-sm font-normal text-slate-600">
                    ({orderDetailsTexts.productRemoved})
                  </span>
                </p>
              ) : (
                <Link
                  to={`/product/${item.productId}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {item.name}
                </Link>
              )}
              <p className="text-sm text-slate-700">
                {formatRupees(item.unitPricePaise)}
                {item.kind === "product" && item.oldPricePaise > item.unitPricePaise && (
                  <>
                    {" "}
                    <s className="text-slate-500">
                      <span className="sr-only">was </span>
                      {formatRupees(item.oldPricePaise)}
                    </s>
                  </>
                )}{" "}
                × {item.quantity}
              </p>
            </div>
            <p className="shrink-0 font-semibold">{formatRupees(item.lineTotalPaise)}</p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-slate-300 pt-3 text-lg font-bold">
        <span>Total</span>
        <span data-testid="order-total">{formatRupees(order.totalPaise)}</span>
      </p>
    </section>
  );
}
