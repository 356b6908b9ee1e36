import { BellRing, MessageCircle } from "lucide-react";
import { useFetcher } from "react-router";
import { chatLink, formatMobile } from "../../../domain/contact-links";
import { stockAlertMessages } from "../../../domain/stock-alerts";
import { Button } from "../../components/ui/button";
import { PRODUCT_LIST_INTENTS } from "./product-intents";

/** One product somebody is waiting for, with who asked. */
export interface WaitingProduct {
  id: number;
  name: string;
  inStock: boolean;
  url: string;
  mobiles: string[];
}

function WaitingCustomer({ product, mobile }: { product: WaitingProduct; mobile: string }) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle") return null;
  return (
    <li className="flex flex-wrap items-center gap-2 py-1.5">
      <span className="min-w-0 flex-1 font-medium tabular-nums">{formatMobile(mobile)}</span>
      {product.inStock && (
        <a
          href={chatLink(mobile, stockAlertMessages.backInStock(product.name, product.url))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Tell ${formatMobile(mobile)} on WhatsApp that ${product.name} is back`}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg bg-green-700 px-3 text-sm font-semibold text-white hover:bg-green-800"
        >
          <MessageCircle aria-hidden size={16} /> WhatsApp
        </a>
      )}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={PRODUCT_LIST_INTENTS.stockAlertDone} />
        <input type="hidden" name="id" value={product.id} />
        <input type="hidden" name="mobile" value={mobile} />
        <Button
          type="submit"
          className="min-h-10! text-sm"
          aria-label={`Told · remove ${formatMobile(mobile)}, waiting for ${product.name}`}
        >
          Told · remove
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Who asked to hear when a sold-out product is back (issue 15), per product. Once the product is
 * in stock again, each number gets a one-tap WhatsApp with the message already written.
 */
export function StockAlertList({ products }: { products: WaitingProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="mt-6 rounded-xl border border-slate-200 p-4"
    >
      <h2 id="waiting-heading" className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden size={18} className="text-brand-600" />
        Waiting for stock
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {products.map((product) => (
          <li key={product.id} className="py-2">
            <p className="text-sm">
              <span className="font-semibold">{product.name}</span>{" "}
              <span className={product.inStock ? "text-green-800" : "text-slate-600"}>
                {product.inStock ? "· back in stock: tell them" : "· still out of stock"}
              </span>
            </p>
            <ul aria-label={`Waiting for ${product.name}`} className="mt-1">
              {product.mobiles.map((mobile) => (
                <WaitingCustomer key={mobile} product={product} mobile={mobile} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
