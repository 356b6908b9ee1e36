import { useEffect, useRef, type ReactNode, type RefObject } from "react";

/**
 * A modal dialog on the native `<dialog>`: the browser makes the rest of the page inert, moves focus
 * inside and turns Escape into a cancel. Mount it to open it, unmount it to close it; focus then
 * goes back to where it was, or to `returnFocusTo` when that element has left the page (say, the
 * remove button of a line just removed).
 */
export function Modal({
  labelledBy,
  describedBy,
  onCancel,
  returnFocusTo,
  role,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  /** Escape, or whatever else the browser counts as a cancel. */
  onCancel: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  role?: "alertdialog";
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      // React state decides when the dialog closes, so the browser must not close it by itself.
      event.preventDefault();
      onCancelRef.current();
    };
    dialog.addEventListener("cancel", cancel);
    return () => {
      dialog.removeEventListener("cancel", cancel);
      if (dialog.open) dialog.close();
      const target =
        previous instanceof HTMLElement && previous.isConnected
          ? previous
          : // The element rendered once the dialog closed is wanted, not the one there at opening.
            // eslint-disable-next-line react-hooks/exhaustive-deps
            returnFocusTo?.current;
      target?.focus();
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {children}
    </dialog>
  );
}
