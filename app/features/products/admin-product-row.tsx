import { ImageOff, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { Paise } from "../../../domain/money";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { showAlert } from "../../components/floating-alerts";
import { Price } from "../../components/price";
import { ProductImage, THUMBNAIL_WIDTHS } from "../../components/product-image";
import { Button } from "../../components/ui/button";
import { deleteProductQuestion } from "./delete-product-section";
import { firstFieldError } from "../admin/admin-answer";
import { DELETE_CONFIRMED, PRODUCT_LIST_INTENTS } from "./product-intents";
import type { ProductListAnswer } from "./product-list-action.server";
import { cardStyle } from "../../components/ui/card";

export interface AdminProductRowData {
  id: number;
  name: string;
  image: string;
  category: string;
  brand: string;
  pricePaise: Paise;
  oldPricePaise: Paise;
  inStock: boolean;
  /** Units counted (issue 31); null when not counted, and the In Stock switch rules. */
  stockQuantity: number | null;
}

/**
 * The reason a row's change did not happen, or undefined when it did (or nothing was posted).
 * Signed out or offline, the admin layout says so, and the row stays as it was.
 */
function refusalOf(answer: ProductListAnswer | undefined): string | undefined {
  if (!answer || answer.ok || answer.stopped) return undefined;
  return firstFieldError(answer) ?? answer.notification?.message;
}

/** Tells the admin once that a change went through, however often the effect runs. */
function useDoneAlert(answer: ProductListAnswer | undefined) {
  const shown = useRef<ProductListAnswer>(undefined);
  useEffect(() => {
    if (!answer?.ok || !answer.notification || shown.current === answer) return;
    shown.current = answer;
    showAlert(answer.notification.message, "success");
  }, [answer]);
}

/**
 * One product of the admin's list: what it is, its price, a stock switch, edit and delete. Each
 * change posts to the page's action; `pageAnswer` is that action's answer to a post made without
 * JavaScript, shown on the row it was about.
 */
export function AdminProductRow({
  product,
  pageAnswer,
  returnFocusTo,
}: {
  product: AdminProductRowData;
  pageAnswer: ProductListAnswer | undefined;
  /** Where focus goes once this row is gone after a delete. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const stock = useFetcher<ProductListAnswer>();
  const removal = useFetcher<ProductListAnswer>();
  const [confirming, setConfirming] = useState(false);
  useDoneAlert(stock.data);
  useDoneAlert(removal.data);

  const busy = stock.state !== "idle" || removal.state !== "idle";
  // The switch shows the admin's choice while it is being saved.
  const inStock = stock.formData ? stock.formData.get("inStock") === "true" : product.inStock;
  const forThisRow = pageAnswer?.result?.id === product.id;
  const askToConfirm = forThisRow && pageAnswer.result?.confirmDelete;
  const stockRefusal = refusalOf(stock.data);
  const deleteRefusal = refusalOf(removal.data) ?? (forThisRow ? refusalOf(pageAnswer) : undefined);

  const remove = () => {
    setConfirming(false);
    void removal.submit(
      { intent: PRODUCT_LIST_INTENTS.delete, id: product.id, confirmed: DELETE_CONFIRMED },
      { method: "post" },
    );
  };

  return (
    <li className={`${cardStyle} flex gap-3 p-3 shadow-sm`}>
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
          {product.stockQuantity === null ? (
            <stock.Form method="post" className="contents">
              <input type="hidden" name="intent" value={PRODUCT_LIST_INTENTS.stock} />
              <input type="hidden" name="id" value={product.id} />
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 pr-2 text-sm">
                <input
                  type="checkbox"
                  role="switch"
                  name="inStock"
                  value="true"
                  checked={inStock}
                  disabled={busy}
                  onChange={(event) => void stock.submit(event.currentTarget.form)}
                  className="size-5 accent-green-700"
                />
                <span>
                  In stock<span className="sr-only">: {product.name}</span>
                </span>
              </label>
              {/* Without scripts the switch cannot post itself. */}
              <noscript>
                <Button type="submit" className="text-sm">
                  Save stock
                </Button>
              </noscript>
            </stock.Form>
          ) : (
            // A counted product's In Stock follows its count: a switch here would be overruled.
            <Link
              to={`/admin/products/${product.id}/edit#stock-heading`}
              aria-label={`${product.stockQuantity} counted: set the stock of ${product.name}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium tabular-nums hover:bg-slate-100"
            >
              {product.stockQuantity} counted
            </Link>
          )}
          <Link
            to={`/admin/products/${product.id}/edit`}
            aria-label={`Edit ${product.name}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100"
          >
            <Pencil aria-hidden size={16} />
            Edit
          </Link>
          <removal.Form method="post" className="contents">
            <input type="hidden" name="intent" value={PRODUCT_LIST_INTENTS.delete} />
            <input type="hidden" name="id" value={product.id} />
            {/* With scripts the dialog asks first; without, the post comes back with the question. */}
            <button
              type="submit"
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
              aria-label={`Delete ${product.name}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-red-200 px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
            >
              <Trash2 aria-hidden size={16} />
              Delete
            </button>
          </removal.Form>
        </div>
        {stockRefusal && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Could not change the stock of "{product.name}": {stockRefusal}
          </p>
        )}
        {deleteRefusal && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Could not delete "{product.name}": {deleteRefusal}
          </p>
        )}
        {askToConfirm && (
          <form
            method="post"
            className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm"
          >
            <p>{deleteProductQuestion(product.name)}</p>
            <input type="hidden" name="intent" value={PRODUCT_LIST_INTENTS.delete} />
            <input type="hidden" name="id" value={product.id} />
            <input type="hidden" name="confirmed" value={DELETE_CONFIRMED} />
            <div className="mt-2 flex gap-2">
              <Button type="submit" variant="danger">
                Delete
              </Button>
              <Link to="." className="inline-flex min-h-11 items-center px-3 font-medium underline">
                Cancel
              </Link>
            </div>
          </form>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete product?"
          message={deleteProductQuestion(product.name)}
          confirmLabel="Delete"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
          returnFocusTo={returnFocusTo}
        />
      )}
    </li>
  );
}
