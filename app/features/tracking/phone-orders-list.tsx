import { ChevronRight, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { trackingPath } from "../../../domain/order-tracking";
import type { OrderStatus } from "../../../domain/shop-constants";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { forgetPhoneOrders, usePhoneOrders, type PhoneOrder } from "./phone-orders";
import { statusWord } from "./tracking-texts";
import { cardStyle } from "../../components/ui/card";

type Statuses = ({ orderNumber: string; status: OrderStatus } | null)[];

/** Asks the shop for the current status of each order this phone placed. */
function useStatuses(orders: PhoneOrder[]): Map<string, OrderStatus | null> | undefined {
  const [statuses, setStatuses] = useState<Map<string, OrderStatus | null>>();
  const tokens = orders.map((order) => order.token).join(",");
  useEffect(() => {
    if (!tokens) return;
    const asked = tokens.split(",");
    let current = true;
    void fetch("/api/tracking/statuses", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tokens: asked }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ orders: Statuses }>) : null))
      .then((body) => {
        if (!current || !body) return;
        setStatuses(
          new Map(asked.map((token, index) => [token, body.orders[index]?.status ?? null])),
        );
      })
      // Offline: the list still shows the numbers and links, without statuses.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [tokens]);
  return statuses;
}

/** 'Your orders on this phone': kept in this browser only, forgotten in one tap (issue 12). */
export function PhoneOrders() {
  const orders = usePhoneOrders();
  const statuses = useStatuses(orders);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="phone-orders-heading" className="mt-8">
      <h2 id="phone-orders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Smartphone aria-hidden size={20} />
        {m.trk_your_orders()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.trk_your_orders_hint()}</p>
      <ul className={`${cardStyle} mt-3 divide-y divide-slate-200`}>
        {orders.map((order) => {
          const status = statuses?.get(order.token);
          return (
            <li key={order.token}>
              <Link
                to={href(trackingPath(order.token))}
                className="flex min-h-14 items-center justify-between gap-3 px-4 py-2 hover:bg-slate-50"
              >
                <span className="font-mono font-semibold break-all">{order.orderNumber}</span>
                <span className="flex items-center gap-1 text-sm text-slate-700">
                  {status === undefined
                    ? ""
                    : status === null
                      ? m.trk_status_unknown()
                      : statusWord(status)}
                  <ChevronRight aria-hidden size={18} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={forgetPhoneOrders}
        className="mt-3 min-h-11 text-sm font-medium text-brand-700 hover:underline"
      >
        {m.trk_forget_orders()}
      </button>
    </section>
  );
}
