import type { ComponentProps } from "react";

/** The forms' field look: full-width, large enough to tap, a clear focus ring, red when invalid. */
export const inputStyle =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-600";

function withInputStyle(className: string | undefined): string {
  return className ? `${inputStyle} ${className}` : inputStyle;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={withInputStyle(className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={withInputStyle(className)} {...props} />;
}
