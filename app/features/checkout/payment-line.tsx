import { useRouteLoaderData } from "react-router";
import { Wallet } from "lucide-react";
import type { RootData } from "../../seo";

/**
 * How the customer pays, as the owner set it in the settings (issue 31), in the page's language:
 * shown in the cart, at checkout, after ordering and on the tracking page (a Hindi page's shop
 * carries the Hindi line, domain/shop-texts-hindi.ts).
 */
export function PaymentLine({ className = "" }: { className?: string }) {
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  const line = shop?.paymentLine;
  if (!line) return null;
  return (
    <p
      data-testid="payment-line"
      className={`flex items-center gap-2 text-sm text-slate-700 ${className}`}
    >
      <Wallet aria-hidden size={18} className="shrink-0 text-brand-600" />
      {line}
    </p>
  );
}
