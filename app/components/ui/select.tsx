import type { ComponentPropsWithoutRef } from "react";
import { inputStyle } from "./input";

export function Select({ className, ...props }: ComponentPropsWithoutRef<"select">) {
  return <select className={className ? `${inputStyle} ${className}` : inputStyle} {...props} />;
}
