import { ImageOff, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Paise } from "../../../domain/money";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { showAlert } from "../../components/floating-alerts";
import { Price } from "../../components/price";
import { ProductImage, THUMBNAIL_WIDTHS } from "../../components/product-image";
import { deleteProduct, setProductStock } from "./admin-products-client";

export interface AdminProductRowData {
  id: number;
  name: string;
  image: string;
  category: string;
  brand: string;
  pricePaise: Paise;
  oldPricePaise: Paise;
  inStock: boolean;
}

export const deleteProductQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone. Orders that include it keep their copy.`;

/** One product of the admin's list: what it is, its price, a stock switch, edit and delete. */
export function AdminProductRow({
  product,
  returnFocusTo,
}: {
  product: AdminProductRowData;
  /** Where focus goes once this row is gone after a delete. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const { revalidate } = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const toggleStock = async () => {
    setBusy(true);
    const result = await setProductStock(product.id, !product.inStock);
    if (result.ok) {
      await revalidate();
      showAlert(
        `"${product.name}" is now ${result.data.inStock ? "in stock" : "out of stock"}`,
        "success",
      );
    } else {
      showAlert(`Could not change the stock of "${product.name}": ${result.message}`, "error");
    }
    setBusy(false);
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    const result = await deleteProduct(product.id);
    if (result.ok || result.status === 404) {
      await revalidate();
      showAlert(`"${product.name}" deleted`, "success");
    } else {
      setBusy(false);
      showAlert(`Could not delete "${product.name}": ${result.message}`, "error");
    }
  };

  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      {product.image ? (
        <ProductImage
          url={product.image}
          alt=""
          sizes="80px"
          widths={THUMBNAIL_WIDTHS}
          className="size-20 shrink-0 rounded-lg bg-slate-100 object-contain"
        />
      ) : (
        <div
          title="No image yet"
          className="grid size-20 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400"
        >
          <ImageOff aria-hidden size={28} />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="font-medium leading-snug">
          <Link to={`/product/${product.id}`} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="text-xs text-slate-600">
          {[product.brand, product.category].filter(Boolean).join(" · ")}
        </p>
        <Price pricePaise={product.pricePaise} oldPricePaise={product.oldPricePaise} size="sm" />
        {!product.inStock && (
          <p className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            Out of Stock
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 pr-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              checked={product.inStock}
              disabled={busy}
              onChange={() => void toggleStock()}
              className="size-5 accent-green-700"
            />
            <span>
              In stock<span className="sr-only">: {product.name}</span>
            </span>
          </label>
          <Link
            to={`/admin/products/${product.id}/edit`}
            aria-label={`Edit ${product.name}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100"
          >
            <Pencil aria-hidden size={16} />
            Edit
          </Link>
          <button
            ref={deleteButton}
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${product.name}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-red-200 px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden size={16} />
            Delete
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete product?"
          message={deleteProductQuestion(product.name)}
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
          returnFocusTo={returnFocusTo}
        />
      )}
    </li>
  );
}
