import type { ComponentPropsWithoutRef } from "react";

export const labelStyle = "text-sm font-medium text-slate-800";

export function Label({ className, ...props }: ComponentPropsWithoutRef<"label">) {
  return <label className={className ? `${labelStyle} ${className}` : labelStyle} {...props} />;
}
