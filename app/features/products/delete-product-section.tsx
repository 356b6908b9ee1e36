import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";

export const deleteProductQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone. Orders that include it keep their copy.`;

/** The edit page's way to delete the product, behind the spec's confirmation. */
export function DeleteProductSection({
  name,
  disabled,
  onDelete,
}: {
  name: string;
  disabled: boolean;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="rounded-xl border border-red-200 bg-white p-4 sm:p-6">
      <h2 className="font-semibold text-red-800">Delete this product</h2>
      <p className="mt-1 text-sm text-slate-700">
        It leaves the shop at once. Orders that include it keep their copy.
      </p>
      <Button
        variant="danger"
        disabled={disabled}
        onClick={() => setConfirming(true)}
        className="mt-3"
      >
        Delete product
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Delete product?"
          message={deleteProductQuestion(name)}
          confirmLabel="Delete"
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
