import { useId, useState, type FormEvent } from "react";
import type { NotificationType } from "../../../domain/dashboard-messages";
import { orderNoteSchema } from "../../../domain/order-desk";
import { buttonStyles } from "../../components/ui/button";
import { addOrderNote } from "./order-activity-client";

export const NOTE_MAX_LENGTH = 1000;

export const orderNoteMessages = {
  added: "Note added",
  failed: "Failed to add the note",
  error: "Error adding the note. Check your internet connection.",
} as const;

/** Internal notes on an order (never shown to the customer); each one lands on the timeline. */
export function OrderNotes({
  orderId,
  notify,
  onAdded,
}: {
  orderId: number;
  notify(message: string, type: NotificationType): void;
  onAdded(): void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = orderNoteSchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setSaving(true);
    const result = await addOrderNote(orderId, parsed.data.text);
    setSaving(false);
    if (result.outcome === "done") {
      setText("");
      notify(orderNoteMessages.added, "success");
      onAdded();
    } else {
      notify(
        result.outcome === "refused" ? orderNoteMessages.failed : orderNoteMessages.error,
        "error",
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Internal notes
      </h2>
      <label htmlFor={`${id}-text`} className="mt-2 block text-sm font-medium text-slate-800">
        Note for the shop (the customer never sees it)
      </label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-600"
      />
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={saving} className={`${buttonStyles.primary} mt-2`}>
        {saving ? "Adding…" : "Add note"}
      </button>
    </form>
  );
}
