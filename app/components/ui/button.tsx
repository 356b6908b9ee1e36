import type { ComponentPropsWithRef } from "react";

/** The shop's button looks, so every dialog and form offers the same tap targets and colours. */
const base =
  "min-h-11 rounded-lg px-4 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700";

export const buttonStyles = {
  primary: `${base} bg-brand-600 font-semibold text-white hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 font-medium text-slate-800 hover:bg-slate-100`,
  danger: `${base} bg-red-700 font-semibold text-white hover:bg-red-800`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: ButtonVariant };

/** A button of one of the shop's looks; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = "secondary",
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${buttonStyles[variant]} ${className}` : buttonStyles[variant]}
      {...props}
    />
  );
}
