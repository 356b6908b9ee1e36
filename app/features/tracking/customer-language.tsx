import { Languages } from "lucide-react";
import type { Locale } from "../../../domain/locale";

/** The admin's hint that a customer ordered or booked in Hindi; English customers get none. */
export function CustomerLanguage({ locale }: { locale: Locale }) {
  if (locale !== "hi") return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset"
      data-testid="customer-language"
    >
      <Languages aria-hidden size={12} />
      Hindi
      <span className="sr-only"> (the customer&apos;s language)</span>
    </span>
  );
}
