import { Search } from "lucide-react";
import { Form } from "react-router";
import { discountLabel } from "../../domain/discount";
import { showingProducts } from "../../domain/messages";
import { mainImage } from "../../domain/product";
import { SEARCH_QUERY_MAX_LENGTH } from "../../domain/shop-constants";
import { ProductCard, type ProductCardData } from "../features/catalog/product-card";
import type { Route } from "./+types/home";

export function meta({ data }: Route.MetaArgs) {
  const shop = data?.shopName ?? "Shop";
  return [
    { title: `${shop} | ACs, LED TVs, refrigerators, washing machines and repairs` },
    {
      name: "description",
      content: `Buy ACs, LED TVs, microwaves, refrigerators and washing machines from ${shop}. Order with your mobile number; we call you back.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, SEARCH_QUERY_MAX_LENGTH);
  const products = await context.catalog.list({ q });
  // Cards need only these fields; descriptions and specifications stay off the wire.
  const cards: ProductCardData[] = products.map((product) => ({
    id: product.id,
    name: product.name,
    image: mainImage(product),
    pricePaise: product.pricePaise,
    oldPricePaise: product.oldPricePaise,
    discount: discountLabel(product.pricePaise, product.oldPricePaise),
    inStock: product.inStock,
  }));
  return { q, products: cards, shopName: context.shop.name };
}

const EAGER_IMAGES = 4;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { q, products } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Form method="get" role="search" className="relative mx-auto max-w-xl">
        <Search
          aria-hidden
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Search products..."
          aria-label="Search products"
          className="w-full rounded-full border border-slate-300 bg-white py-2.5 pl-10 pr-4 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </Form>
      <p className="mt-4 text-sm text-slate-600">{showingProducts(products.length)}</p>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 lg:gap-4">
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} />
        ))}
      </div>
    </div>
  );
}
