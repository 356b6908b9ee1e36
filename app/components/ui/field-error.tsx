import type { ReactNode } from "react";

/**
 * The red line under a field. Give the field `aria-describedby={id}` and `aria-invalid` so screen
 * readers read the message with it; renders nothing without a message.
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}
