import { useFetcher } from "react-router";
import { INTENT_FIELD, type AdminAnswer } from "../admin/admin-answer";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PreloadAdminAction } from "../admin/preload-admin-action";

export interface StockMovementView {
  kind: "sold" | "cancelled" | "adjusted";
  change: number;
  quantityAfter: number;
  orderNumber: string | null;
  reason: string | null;
  adminEmail: string | null;
  atText: string;
}

const KIND_TEXTS = { sold: "Sold", cancelled: "Cancelled, given back", adjusted: "Adjusted" };

/** A product's stock count and its history (issue 31): sold, cancelled, adjusted by whom and why. */
export function ProductStock({
  productId,
  stockQuantity,
  history,
}: {
  productId: number;
  stockQuantity: number | null;
  history: StockMovementView[];
}) {
  const save = useFetcher<AdminAnswer<string>>();
  // Signed out or offline, the admin layout says so and the form keeps what was typed.
  const answer = save.data && !save.data.stopped ? save.data : undefined;
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  return (
    <section
      aria-labelledby="stock-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="stock-heading" className="text-lg font-semibold">
        Stock count
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {stockQuantity === null
          ? "Not counted: the In Stock switch above says whether it sells."
          : `${stockQuantity} in the shop. Every sale takes from it, every cancellation gives back.`}
      </p>
      <PreloadAdminAction action={`/admin/products/${productId}/stock`} />
      <save.Form
        method="post"
        action={`/admin/products/${productId}/stock`}
        className="mt-3 grid grid-cols-2 items-end gap-2 sm:grid-cols-[8rem_1fr_auto]"
      >
        <div>
          <Label htmlFor="stock-quantity">Count</Label>
          <Input
            id="stock-quantity"
            name="quantity"
            inputMode="numeric"
            defaultValue={stockQuantity === null ? "" : String(stockQuantity)}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? "stock-quantity-error" : undefined}
          />
          <FieldError id="stock-quantity-error">{errors.quantity}</FieldError>
        </div>
        <div>
          <Label htmlFor="stock-reason">Why</Label>
          <Input
            id="stock-reason"
            name="reason"
            placeholder="New delivery, counted the shelf…"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? "stock-reason-error" : undefined}
          />
          <FieldError id="stock-reason-error">{errors.reason}</FieldError>
        </div>
        <Button
          type="submit"
          name={INTENT_FIELD}
          value="stock-count"
          variant="primary"
          className="col-span-2 sm:col-span-1"
          disabled={save.state !== "idle"}
        >
          Save count
        </Button>
      </save.Form>
      {answer && !answer.ok && !errors.quantity && !errors.reason && (
        <FieldError id="stock-error">{answer.notification?.message}</FieldError>
      )}
      {answer?.ok && (
        <p role="status" className="mt-2 text-sm text-green-800">
          Stock count saved.
        </p>
      )}
      {history.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm" aria-label="Stock history">
          {history.map((movement, index) => (
            <li key={index} className="border-t border-slate-100 pt-1">
              {KIND_TEXTS[movement.kind]}{" "}
              {movement.change > 0 ? `+${movement.change}` : movement.change} →{" "}
              {movement.quantityAfter}
              {movement.orderNumber ? ` · ${movement.orderNumber}` : ""}
              {movement.reason ? ` · ${movement.reason}` : ""}
              {movement.adminEmail ? ` · ${movement.adminEmail}` : ""} · {movement.atText}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
