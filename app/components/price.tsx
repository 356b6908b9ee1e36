import { savingPerUnit } from "../../domain/discount";
import { formatRupees, type Paise } from "../../domain/money";

/** Price in rupees, with the old price struck through and the saving when it is higher. */
export function Price({
  pricePaise,
  oldPricePaise,
  size = "md",
}: {
  pricePaise: Paise;
  oldPricePaise: Paise;
  size?: "md" | "lg";
}) {
  const saving = savingPerUnit(pricePaise, oldPricePaise);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-slate-900 ${size === "lg" ? "text-3xl" : "text-lg"}`}>
        {formatRupees(pricePaise)}
      </span>
      {saving > 0 && (
        <>
          <s className="text-sm text-slate-500">{formatRupees(oldPricePaise)}</s>
          <span className="text-sm font-medium text-green-700">Save {formatRupees(saving)}</span>
        </>
      )}
    </div>
  );
}
