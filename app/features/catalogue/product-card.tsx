import { Link } from "react-router";
import { cartProductOf } from "../../../domain/cart";
import { localizedName } from "../../../domain/product";
import { Price } from "../../components/price";
import { earlyTap } from "../../components/early-taps";
import { ProductImage } from "../../components/product-image";
import { href as localizedHref, pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { addProductToCart } from "../cart/add-product-to-cart";
import { discountText } from "./catalogue-texts";
import { cardStyle } from "../../components/ui/card";

export interface ProductCardData {
  id: number;
  name: string;
  nameHi?: string;
  image: string;
  pricePaise: number;
  oldPricePaise: number;
  inStock: boolean;
  brand: string;
  maxQuantity: number;
  /** Units left when few enough to say 'Only N left' (settings `fewLeftAt`). */
  fewLeft?: number;
  /** One of the demo's products, which the owner has not removed yet. */
  demo?: true;
}

/**
 * Cards after the first row are laid out and painted only as they come near the screen: the whole
 * grid's layout was one of the longest tasks a phone ran while the page loaded. The size kept
 * while one is off screen is a phone's card, then the one it last had.
 */
const LAID_OUT_NEAR_THE_SCREEN = "[contain-intrinsic-size:auto_21rem] [content-visibility:auto]";

/** A product in the grid (spec §2 'Home'): clicking anywhere but the buttons opens the product. */
export function ProductCard({ product, eager }: { product: ProductCardData; eager: boolean }) {
  const href = localizedHref(`/product/${product.id}`);
  const name = localizedName(product, pageLocale());
  const discount = discountText(product.pricePaise, product.oldPricePaise);
  return (
    <article
      className={`${cardStyle} group relative flex flex-col overflow-hidden shadow-sm transition hover:shadow-md ${eager ? "" : LAID_OUT_NEAR_THE_SCREEN}`}
    >
      <div className="relative aspect-square bg-slate-100">
        {product.image && (
          <ProductImage
            url={product.image}
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            eager={eager}
            className="h-full w-full object-contain"
          />
        )}
        {product.inStock && discount && (
          <span className="absolute left-2 top-2 rounded-md bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
            {discount}
          </span>
        )}
        {product.demo && (
          <span className="absolute right-2 top-2 rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
            {m.cat_demo_badge()}
          </span>
        )}
        {product.inStock && product.fewLeft !== undefined && (
          <span className="absolute bottom-2 left-2 rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {m.cat_sale_only_left({ count: product.fewLeft })}
          </span>
        )}
        {!product.inStock && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 text-sm font-semibold text-slate-800">
            {m.cat_out_of_stock()}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-2 text-sm font-medium text-slate-800">
          <Link to={href} className="after:absolute after:inset-0">
            {name}
          </Link>
        </h2>
        <div className="mt-auto">
          <Price pricePaise={product.pricePaise} oldPricePaise={product.oldPricePaise} />
        </div>
        {/* VIEW takes only its width, so the longer UNAVAILABLE fits beside it on a 360 px phone. */}
        <div className="relative z-10 grid grid-cols-[minmax(0,1fr)_auto] gap-2">
          <button
            type="button"
            {...earlyTap}
            disabled={!product.inStock}
            onClick={() => addProductToCart(cartProductOf(product), 1, "list")}
            aria-label={
              product.inStock ? m.cat_add_named({ name }) : m.cat_unavailable_named({ name })
            }
            className="min-h-10 rounded-lg bg-brand-600 px-1 text-xs font-bold tracking-wide text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-[0.625rem] disabled:tracking-normal disabled:text-slate-700"
          >
            {product.inStock ? m.cat_card_add() : m.cat_card_unavailable()}
          </button>
          <Link
            to={href}
            aria-label={m.cat_view_named({ name })}
            className="flex min-h-10 items-center justify-center rounded-lg border border-brand-600 px-2 text-xs font-bold tracking-wide text-brand-700 hover:bg-brand-50"
          >
            {m.cat_card_view()}
          </Link>
        </div>
      </div>
    </article>
  );
}
