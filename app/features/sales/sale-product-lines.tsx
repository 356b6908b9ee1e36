import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { formatRupees, paiseToRupees, readRupees } from "../../../domain/money";
import { leastPricePaise } from "../../../domain/sales";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { loader } from "../../routes/admin-sale-new";

export interface ProductLine {
  productId: number;
  name: string;
  listPricePaise: number;
  pricePaise: number;
  quantity: number;
  reason: string;
  /** Why the price typed last is not an amount; the sale is not saved while one is set. */
  priceProblem?: string;
}

/** Products found with the storefront's search, each added as a line at its catalogue price. */
export function ProductLines({
  lines,
  onChange,
  maxDiscountPercent,
}: {
  lines: ProductLine[];
  onChange: (lines: ProductLine[]) => void;
  maxDiscountPercent: number;
}) {
  const search = useFetcher<typeof loader>();
  const [q, setQ] = useState("");
  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) return;
    const timer = setTimeout(
      () => void search.load(`/admin/sales/new?q=${encodeURIComponent(text)}`),
      250,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const update = (index: number, change: Partial<ProductLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <section
      aria-label="Products"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h2 className="font-semibold">Products</h2>
      <div>
        <Label htmlFor="sale-search">Find a product</Label>
        <Input
          id="sale-search"
          type="search"
          placeholder="Name, brand or Hindi word"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {q.trim().length >= 2 && (search.data?.results.length ?? 0) > 0 && (
        <ul className="grid gap-1" aria-label="Products found">
          {search.data!.results.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 text-left hover:bg-slate-50"
                onClick={() => {
                  onChange([
                    ...lines,
                    {
                      productId: product.id,
                      name: product.name,
                      listPricePaise: product.pricePaise,
                      pricePaise: product.pricePaise,
                      quantity: 1,
                      reason: "",
                    },
                  ]);
                  setQ("");
                }}
              >
                <span>{product.name}</span>
                <span className="whitespace-nowrap text-sm">
                  {formatRupees(product.pricePaise)}
                  {product.stockQuantity !== null && ` · ${product.stockQuantity} in shop`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {lines.map((line, index) => {
        const changed = line.pricePaise !== line.listPricePaise;
        const least = leastPricePaise(line.listPricePaise, maxDiscountPercent);
        return (
          <div
            key={`${line.productId}-${index}`}
            className="grid gap-2 border-t border-slate-100 pt-2"
          >
            <p className="font-medium">{line.name}</p>
            <div className="grid grid-cols-2 gap-2">
              <div>
                <Label htmlFor={`qty-${index}`}>Quantity</Label>
                <Input
                  id={`qty-${index}`}
                  inputMode="numeric"
                  value={String(line.quantity)}
                  onChange={(event) =>
                    update(index, { quantity: Math.max(1, Number(event.target.value) || 1) })
                  }
                />
              </div>
              <div>
                <Label htmlFor={`price-${index}`}>Price each (₹)</Label>
                <Input
                  id={`price-${index}`}
                  inputMode="decimal"
                  defaultValue={String(paiseToRupees(line.pricePaise))}
                  aria-invalid={line.priceProblem ? true : undefined}
                  aria-describedby={`price-${index}-error`}
                  onChange={(event) => {
                    const reading = readRupees(event.target.value);
                    update(
                      index,
                      reading.ok
                        ? { pricePaise: reading.paise, priceProblem: undefined }
                        : { priceProblem: `Price each: ${reading.problem}` },
                    );
                  }}
                />
                <FieldError id={`price-${index}-error`}>{line.priceProblem}</FieldError>
              </div>
            </div>
            {changed && (
              <div>
                <Label htmlFor={`reason-${index}`}>
                  Why {formatRupees(line.pricePaise)} instead of {formatRupees(line.listPricePaise)}
                  ? (at least {formatRupees(least)})
                </Label>
                <Input
                  id={`reason-${index}`}
                  value={line.reason}
                  onChange={(event) => update(index, { reason: event.target.value })}
                />
              </div>
            )}
            <Button onClick={() => onChange(lines.filter((_, i) => i !== index))}>Remove</Button>
          </div>
        );
      })}
    </section>
  );
}
