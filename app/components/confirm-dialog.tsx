import { useId, type ReactNode, type RefObject } from "react";
import { Modal } from "./ui/modal";
import { buttonStyles } from "./ui/button";
import { m } from "../i18n/messages";

/**
 * The in-page replacement for `window.confirm`: the spec's question with Cancel and a confirm
 * button. Cancel comes first, so the browser focuses it and a stray Enter never removes anything.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = m.common_cancel(),
  tone = "danger",
  onConfirm,
  onCancel,
  returnFocusTo,
  children,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  /**
   * The button that closes the question without acting. 'Cancel' beside 'Yes, cancel' (in Hindi
   * both 'रद्द करें' and 'कैंसल करें' say cancel) reads as two ways of doing it: say what stays.
   */
  cancelLabel?: string;
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** What the question is about, when a sentence cannot hold it (a list of orders). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onCancel={onCancel}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-slate-700">
        {message}
      </p>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={tone === "danger" ? buttonStyles.danger : buttonStyles.primary}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
