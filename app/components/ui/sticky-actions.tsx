import type { ReactNode } from "react";

/**
 * A long form's save buttons (a sale, a product, the settings), kept at the bottom of the screen however far
 * the form runs, so they stay in reach of a thumb; a field focused or an answer shown keeps
 * clear of the bar (app.css, `data-sticky-actions`). The buttons set their own widths.
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-sticky-actions
      className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50 py-3 shadow-[0_-4px_8px_-6px_rgb(15_23_42/0.25)]"
    >
      {children}
    </div>
  );
}
