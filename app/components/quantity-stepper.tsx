import { Minus, Plus } from "lucide-react";
import { MIN_QUANTITY } from "../../domain/shop-constants";
import { m } from "../i18n/messages";
import { earlyTapEach } from "./early-taps";

/**
 * Minus, the quantity and plus, as one labelled group (product page and cart lines). Minus stops at
 * 1; what plus does at the maximum differs by place, so the caller decides. A tap on either before
 * hydration counts, each tap once (early taps), so plus, plus, then Add to Cart adds three.
 */
export function QuantityStepper({
  id,
  label,
  labelClassName,
  quantity,
  onDecrease,
  onIncrease,
}: {
  id: string;
  label: string;
  labelClassName: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}) {
  return (
    <>
      <span id={id} className={labelClassName}>
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex items-center gap-2">
        <button
          type="button"
          {...earlyTapEach}
          aria-label={m.common_decrease_quantity()}
          disabled={quantity <= MIN_QUANTITY}
          onClick={onDecrease}
          className="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 disabled:opacity-40"
        >
          <Minus aria-hidden size={18} />
        </button>
        <output aria-live="polite" className="w-8 text-center text-lg font-semibold">
          {quantity}
        </output>
        <button
          type="button"
          {...earlyTapEach}
          aria-label={m.common_increase_quantity()}
          onClick={onIncrease}
          className="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300"
        >
          <Plus aria-hidden size={18} />
        </button>
      </div>
    </>
  );
}
