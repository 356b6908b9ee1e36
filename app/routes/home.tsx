import { Loader2, Search, SearchX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { readBrowseParams } from "../../domain/appliance-kinds";
import { mainImage } from "../../domain/product";
import { SEARCH_QUERY_MAX_LENGTH } from "../../domain/shop-constants";
import { BrowseFilters } from "../features/catalogue/browse-filters";
import { ProductCard, type ProductCardData } from "../features/catalogue/product-card";
import { href } from "../i18n/locale";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = data?.shopName ?? "";
  return pageMeta(matches, {
    title: data?.q
      ? m.cat_meta_search_title({ q: data.q, shop: shopName })
      : m.cat_meta_home_title({ shop: shopName }),
    description: m.cat_meta_home_description({
      shop: shopName,
      since: data?.servingSince ?? "",
    }),
    path: "/",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const browse = readBrowseParams(new URL(request.url).searchParams, SEARCH_QUERY_MAX_LENGTH);
  const [products, brands, demo] = await Promise.all([
    context.catalogue.list({
      q: browse.q,
      type: browse.type,
      brand: browse.brand || undefined,
      inStock: browse.inStock || undefined,
      sort: browse.sort,
    }),
    context.catalogue.brands(browse.type),
    context.demoCatalogue.ids(),
  ]);
  // Cards carry only what a card shows; descriptions and specifications stay off the wire. The
  // search and filters run on the server, so the page ships no search table.
  const cards: ProductCardData[] = products.map((product) => ({
    id: product.id,
    name: product.name,
    // Only when set: English pages carry no Hindi, yet a cart line keeps both names.
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    image: mainImage(product),
    pricePaise: product.pricePaise,
    oldPricePaise: product.oldPricePaise,
    inStock: product.inStock,
    brand: product.brand,
    maxQuantity: product.maxQuantity,
    // 'Only N left' (issue 31): sent only when it is to be said, so other cards carry nothing more.
    ...(product.stockQuantity != null &&
    product.stockQuantity > 0 &&
    product.stockQuantity <= context.shop.fewLeftAt
      ? { fewLeft: product.stockQuantity }
      : {}),
    // A demo product is marked as one (issue 33): its price is made up, not the shop's offer.
    ...(demo.has(product.id) ? { demo: true as const } : {}),
  }));
  return {
    ...browse,
    brands,
    products: cards,
    shopName: context.shop.name,
    servingSince: context.shop.servingSince,
  };
}

/**
 * The first row on a phone: the largest paint is one of these. Each eager image is preloaded from
 * the head at high priority (React does it), so more of them would share a slow network with the
 * first ones and the stylesheet; the rest load as they come near the screen.
 */
const EAGER_IMAGES = 2;
const URL_UPDATE_DELAY_MS = 300;
const SEARCH_INPUT_ID = "catalogue-search";

/**
 * What the visitor typed into the search box before the page hydrated: on a slow phone the box
 * shows a second before its script runs, and hydrating would put back the empty value it was
 * rendered with.
 */
function typedBeforeHydration(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLInputElement>(`#${SEARCH_INPUT_ID}`)?.value;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(() => typedBeforeHydration() ?? urlQuery);
  const navigation = useNavigation();
  const pendingUrlUpdate = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Puts the search text in the URL beside the chosen chip and filters; the loader does the rest. */
  const applySearch = (next: string) => {
    clearTimeout(pendingUrlUpdate.current);
    pendingUrlUpdate.current = undefined;
    // The address bar, not the render's searchParams: a search applied from a timer or in the
    // moment before the page re-renders a just-chosen filter would otherwise drop that filter.
    const params = new URLSearchParams(window.location.search);
    if (next.trim()) params.set("q", next);
    else params.delete("q");
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const search = (next: string) => {
    setQuery(next);
    clearTimeout(pendingUrlUpdate.current);
    pendingUrlUpdate.current = setTimeout(() => applySearch(next), URL_UPDATE_DELAY_MS);
  };

  // Searches for what was typed before hydration; first, so the next effect keeps it.
  useEffect(() => {
    if (query !== urlQuery) {
      pendingUrlUpdate.current = setTimeout(() => applySearch(query), URL_UPDATE_DELAY_MS);
    }
    // Once, for the text found at hydration; typing later goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back/forward or a shared link changes ?q= from outside the box.
  useEffect(() => {
    if (pendingUrlUpdate.current === undefined) setQuery(urlQuery);
  }, [urlQuery]);

  const loading = navigation.state === "loading" && products.length === 0 && query.trim() === "";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="sr-only">{m.cat_products_heading()}</h1>
      <form
        method="get"
        role="search"
        className="relative mx-auto max-w-xl"
        onSubmit={(event) => {
          // Without JavaScript the browser submits the form itself: a plain GET of /?q=…
          event.preventDefault();
          applySearch(query);
        }}
      >
        <Search
          aria-hidden
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          id={SEARCH_INPUT_ID}
          name="q"
          value={query}
          onChange={(event) => search(event.target.value)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={m.cat_search_placeholder()}
          aria-label={m.cat_search_label()}
          className="w-full rounded-full border border-slate-300 bg-white py-2.5 pl-10 pr-4 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
        {/* A search keeps the chosen chip and filters, also when the browser submits the form. */}
        {(["type", "brand", "sort", "inStock"] as const).map((name) => {
          const value = searchParams.get(name);
          return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
        })}
      </form>
      <BrowseFilters
        type={loaderData.type}
        brand={loaderData.brand}
        sort={loaderData.sort}
        inStock={loaderData.inStock}
        brands={loaderData.brands}
      />
      {loading ? (
        <p role="status" className="mt-16 flex flex-col items-center gap-3 text-slate-600">
          <Loader2 aria-hidden size={32} className="animate-spin text-brand-600" />
          {m.cat_loading()}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700" aria-live="polite">
            {m.cat_showing_products({ count: products.length })}
          </p>
          {products.length === 0 ? (
            <div className="mt-12 flex flex-col items-center text-center">
              <SearchX aria-hidden size={40} className="text-slate-400" />
              <h2 className="mt-3 text-lg font-semibold">{m.cat_no_products()}</h2>
              <p className="mt-1 text-slate-600">{m.cat_no_products_hint()}</p>
              <Link
                to={href("/")}
                replace
                preventScrollReset
                onClick={() => {
                  clearTimeout(pendingUrlUpdate.current);
                  pendingUrlUpdate.current = undefined;
                  setQuery("");
                }}
                className="mt-4 rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
              >
                {m.cat_clear_search()}
              </Link>
            </div>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 lg:gap-4">
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
