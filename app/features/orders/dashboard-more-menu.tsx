import { MoreVertical, Trash2 } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { placeMenu } from "./order-status-menu";

/**
 * The dashboard's 'More' menu: what is seldom needed (the alert settings of this phone) and what
 * must not be hit by mistake (Clear All), away from Refresh and Export. A popover, so a tap
 * outside or Escape closes it.
 */
export function DashboardMoreMenu({
  onClearAll,
  children,
}: {
  onClearAll: () => void;
  /** Entries above Clear All, each group ending in a divider. */
  children?: ReactNode;
}) {
  const menuId = `${useId()}-more`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={menuId}
        aria-haspopup="menu"
        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 font-medium text-slate-800 hover:bg-slate-100"
      >
        <MoreVertical aria-hidden size={18} />
        More
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label="More"
        // Whatever entry was chosen, the menu has done its job.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("button")) close();
        }}
        onToggle={(event) => {
          if (event.newState === "open" && buttonRef.current && menuRef.current) {
            placeMenu(buttonRef.current, menuRef.current);
          }
        }}
        className="fixed m-0 w-64 rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg"
      >
        {children}
        <button
          type="button"
          role="menuitem"
          onClick={onClearAll}
          className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left font-medium text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden size={18} />
          Clear All
        </button>
      </div>
    </>
  );
}
