import { Check, ChevronDown } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { dashboardPrompts } from "../../../domain/dashboard-messages";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { earlyTap } from "../../components/early-taps";
import { ORDER_STATUS_LABELS } from "../../../domain/order-desk";
import type { OrderStatus } from "../../../domain/shop-constants";
import { deskFields } from "./desk-intents";

/** Spec §2: the four working statuses, then Cancelled below a divider so it is not hit by mistake. */
const WORKING_STATUSES = ["pending", "confirmed", "processing", "delivered"] as const;

export function statusMenuItemLabel(status: OrderStatus): string {
  return `Mark as ${ORDER_STATUS_LABELS[status]}`;
}

const GAP_PX = 4;
const VIEWPORT_MARGIN_PX = 8;

/**
 * Puts the menu under the button, right edges aligned, kept inside the screen and flipped above the
 * button when there is no room below (the last rows of a long table on a phone).
 */
export function placeMenu(button: HTMLElement, menu: HTMLElement): void {
  const anchor = button.getBoundingClientRect();
  const width = menu.offsetWidth;
  const height = menu.offsetHeight;
  const left = Math.max(
    VIEWPORT_MARGIN_PX,
    Math.min(anchor.right - width, window.innerWidth - width - VIEWPORT_MARGIN_PX),
  );
  const below = anchor.bottom + GAP_PX;
  const fitsBelow = below + height <= window.innerHeight - VIEWPORT_MARGIN_PX;
  const top = fitsBelow ? below : Math.max(VIEWPORT_MARGIN_PX, anchor.top - GAP_PX - height);
  menu.style.left = `${left}px`;
  menu.style.top = `${top}px`;
}

function hideMenu(menu: HTMLElement | null): void {
  if (menu?.matches(":popover-open")) menu.hidePopover();
}

/**
 * The status menu of an order (dashboard rows and the details page): a button that opens 'Mark as
 * Pending' … 'Mark as Cancelled'. The menu is a manual popover, so it sits in the browser's top
 * layer and is never clipped by a scrolling table; the keys follow the ARIA menu button pattern.
 *
 * Place it in a form that posts the `status` intent: each item submits the form with its status.
 * Without JavaScript the button still opens the menu (`popovertarget`), so the change works then too:
 * that copy of the menu is in a `<noscript>`, and the scripted menu joins the page on its first
 * opening (issue 30: the dashboard's 25 menus were a quarter of its elements, each hydrated).
 */
export function OrderStatusMenu({
  status,
  disabled = false,
  label,
  duePaise = 0,
  orderNumber,
}: {
  status: OrderStatus;
  disabled?: boolean;
  /** Money still due on the order: 'Delivered' then asks the owner to confirm (issue 31). */
  duePaise?: number;
  /** The order's number, which the question names. */
  orderNumber: string;
  /** The button's accessible name; start it with 'Change status' so it matches what is shown. */
  label?: string;
}) {
  const menuId = `${useId()}-status-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Kept once drawn: an item's click still submits the form after the menu has closed.
  const [drawn, setDrawn] = useState(false);
  const focusOnOpen = useRef<"first" | "last">("first");
  // 'Delivered' tapped with money due: the item, whose submit waits for the owner's answer.
  const [askedDelivered, setAskedDelivered] = useState<HTMLButtonElement | null>(null);

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];

  const openMenu = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setDrawn(true);
    setOpen(true);
  };

  // Once the menu is on the page (drawn on the first opening): show it, place it, focus an item.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!open || !button || !menu) return;
    if (!menu.matches(":popover-open")) menu.showPopover();
    placeMenu(button, menu);
    const list = items();
    (focusOnOpen.current === "first" ? list[0] : list.at(-1))?.focus();
  }, [open]);

  const closeMenu = (returnFocus: boolean) => {
    hideMenu(menuRef.current);
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      hideMenu(menuRef.current);
      setOpen(false);
    };
    const followButton = () => {
      if (buttonRef.current && menuRef.current) placeMenu(buttonRef.current, menuRef.current);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    window.addEventListener("resize", followButton);
    // Capture, so scrolling any container of the button (a wide table) moves the menu with it.
    window.addEventListener("scroll", followButton, true);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      window.removeEventListener("resize", followButton);
      window.removeEventListener("scroll", followButton, true);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(current + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(current - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        closeMenu(true);
        break;
      case "Tab":
        // Hiding the popover puts focus back on the button; the Tab then moves on from there.
        closeMenu(false);
        break;
    }
  };

  const item = (value: OrderStatus) => (
    <button
      key={value}
      type="submit"
      name={deskFields.status}
      value={value}
      role="menuitem"
      tabIndex={-1}
      // The click goes on to submit the form with this item's status, unless the owner stops a
      // delivery with money still due.
      onClick={(event) => {
        if (value === "delivered" && duePaise > 0) {
          event.preventDefault();
          setAskedDelivered(event.currentTarget);
        }
        closeMenu(true);
      }}
      className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
    >
      <Check aria-hidden size={16} className={value === status ? "text-brand-700" : "invisible"} />
      {statusMenuItemLabel(value)}
    </button>
  );

  const menuProps = {
    id: menuId,
    popover: "manual",
    role: "menu",
    "aria-label": "Order status",
    className:
      "inset-auto m-0 min-w-52 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg",
  } as const;
  const menuItems = (
    <>
      {WORKING_STATUSES.map(item)}
      <div role="separator" className="my-1 border-t border-slate-200" />
      {item("cancelled")}
    </>
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        disabled={disabled}
        popoverTarget={menuId}
        onClick={(event) => {
          // The script places the menu and moves focus; the browser's own toggle is for no script.
          event.preventDefault();
          if (open) closeMenu(true);
          else openMenu("first");
        }}
        onKeyDown={onButtonKeyDown}
        // Tapped before hydration, the menu (not on the page yet) opens once the page is ready.
        {...earlyTap}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
      >
        Change status
        <ChevronDown aria-hidden size={16} />
      </button>
      {drawn ? (
        <div ref={menuRef} onKeyDown={onMenuKeyDown} {...menuProps}>
          {menuItems}
        </div>
      ) : (
        <noscript>
          <div {...menuProps}>{menuItems}</div>
        </noscript>
      )}
      {askedDelivered && (
        <ConfirmDialog
          title="Money still due"
          message={dashboardPrompts.deliveredWithDue({ orderNumber, duePaise })}
          confirmLabel="Mark as Delivered"
          cancelLabel="Not yet"
          tone="primary"
          onConfirm={() => {
            // The item submits its form as its own tap would have, with its status.
            askedDelivered.form?.requestSubmit(askedDelivered);
            setAskedDelivered(null);
          }}
          onCancel={() => setAskedDelivered(null)}
          returnFocusTo={buttonRef}
        />
      )}
    </>
  );
}
