import { Truck } from "lucide-react";
import { isOutsideServiceArea } from "../../../domain/delivery";
import { m } from "../../i18n/messages";

/** Told before confirming: the order is still taken, and the shop will call about delivery. */
export function OutsideServiceAreaNotice({
  pin,
  serviceAreaPins,
  className = "",
}: {
  pin: string | null;
  serviceAreaPins: readonly string[];
  className?: string;
}) {
  if (!pin || !isOutsideServiceArea(pin, serviceAreaPins)) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 ${className}`}
    >
      <Truck aria-hidden size={18} className="shrink-0" />
      {m.cart_outside_area({ pin })}
    </p>
  );
}
