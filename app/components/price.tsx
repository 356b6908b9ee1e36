import { savingPerUnit } from "../../domain/discount";
import { formatRupees, type Paise } from "../../domain/money";
import { m } from "../i18n/messages";

const PRICE_SIZES = { sm: "", md: "text-lg", lg: "text-3xl" } as const;

/** Price in rupees, with the old price struck through and the saving when it is higher. */
export function Price({
  pricePaise,
  oldPricePaise,
  size = "md",
  savingLabel = m.cat_save(),
}: {
  pricePaise: Paise;
  oldPricePaise: Paise;
  size?: "sm" | "md" | "lg";
  /** 'Save' on product cards and pages, 'You save' in the cart (spec §2). */
  savingLabel?: string;
}) {
  const saving = savingPerUnit(pricePaise, oldPricePaise);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-slate-900 ${PRICE_SIZES[size]}`}>
        {formatRupees(pricePaise)}
      </span>
      {saving > 0 && (
        <>
          <s className="text-sm text-slate-500">{formatRupees(oldPricePaise)}</s>
          <span className="text-sm font-medium text-green-700">
            {`${savingLabel} ${formatRupees(saving)}`}
          </span>
        </>
      )}
    </div>
  );
}
