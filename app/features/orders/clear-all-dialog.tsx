import { useId, useState, type RefObject } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Modal } from "../../components/ui/modal";
import { CLEAR_ALL_PHRASE } from "../../../domain/order-desk";
import { dashboardPrompts } from "../../../domain/dashboard-messages";

/**
 * The second step of Clear All (spec §5): the admin types the phrase. Whatever was typed goes to
 * the page, which checks it (and the server checks it again), so a wrong phrase gets the spec's
 * 'Deletion cancelled' message rather than a button that silently stays disabled.
 */
export function ClearAllPhraseDialog({
  onSubmit,
  onCancel,
  returnFocusTo,
}: {
  onSubmit: (typed: string) => void;
  onCancel: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onCancel={onCancel}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(typed);
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Delete all orders
        </h2>
        <p id={`${id}-message`} className="mt-2 text-slate-700">
          {dashboardPrompts.clearAllTypePhrase(CLEAR_ALL_PHRASE)}
        </p>
        <Label htmlFor={`${id}-phrase`} className="mt-4 block">
          Confirmation text
        </Label>
        <Input
          id={`${id}-phrase`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
        />
        <div className="mt-6 flex justify-end gap-3">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="danger">
            Delete all orders
          </Button>
        </div>
      </form>
    </Modal>
  );
}
