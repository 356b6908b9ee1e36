import { ArrowLeft, Star, Truck } from "lucide-react";
import { useRef, useState } from "react";
import { data, useNavigate } from "react-router";
import { buyNowTopUp, cartProductOf } from "../../domain/cart";
import { localizedPath } from "../../domain/locale";
import { groupIndian } from "../../domain/money";
import {
  localizedDescription,
  localizedName,
  localizedSpecification,
  mainImage,
} from "../../domain/product";
import { productIdSchema } from "../../domain/product-schemas";
import { MIN_QUANTITY } from "../../domain/shop-constants";
import { Price } from "../components/price";
import { QuantityStepper } from "../components/quantity-stepper";
import { earlyTap } from "../components/early-taps";
import { ProductImage, THUMBNAIL_WIDTHS } from "../components/product-image";
import { addProductToCart } from "../features/cart/add-product-to-cart";
import { cartStore } from "../features/cart/cart-store";
import { discountText } from "../features/catalogue/catalogue-texts";
import { BuyButtons, OutOfStockHelp, StickyBuyBar } from "../features/catalogue/product-buy";
import { stockAlertAction } from "../features/catalogue/stock-alert-action.server";
import { href, pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { absoluteUrl, pageMeta, rootData } from "../seo";
import type { Route } from "./+types/product";
import { cardStyle } from "../components/ui/card";
import { productJsonLd } from "../features/catalogue/product-json-ld";
import { ProductReviews } from "../features/catalogue/product-reviews";
import { publishedReviews } from "../features/catalogue/published-reviews.server";
import { STOCK_BADGE, stockKind, stockText } from "../features/catalogue/stock-badge";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  const product = id.success ? await context.catalogue.get(id.data) : undefined;
  // A real 404 tells search engines to drop a product that no longer exists.
  const shop = {
    shopName: context.shop.name,
    deliveryLine: context.shop.deliveryLine,
    whatsapp: context.shop.whatsapp,
    fewLeftAt: context.shop.fewLeftAt,
  };
  if (!product) return data({ product: null, productUrl: "", ...shop }, { status: 404 });
  const published = await publishedReviews(context, product, request);
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const locale = pageLocale();
  // The page's own address, so a Hindi page's WhatsApp question links the Hindi page.
  const path = localizedPath(`/product/${product.id}`, locale);
  // An English page has no use for the Hindi description; the English one stays for the JSON-LD.
  // Specifications go in the page's language.
  const specifications = product.specifications.map((specification) =>
    localizedSpecification(specification, locale),
  );
  // The admin's typed rating and count reach the page only as `rating` (`shownRating`), which
  // drops them once a buyer's review is published; the product itself carries neither.
  const { rating: _typedRating, reviews: _typedReviews, ...untyped } = product;
  const shown = { ...untyped, specifications, ...(locale === "hi" ? {} : { descriptionHi: "" }) };
  return { product: shown, productUrl: absoluteUrl(origin, path), ...shop, ...published };
}

/** 'Tell me when it is back' on a sold-out product. */
export function action({ request, params, context }: Route.ActionArgs) {
  return stockAlertAction(request, params.id, context);
}

export function meta({ data: loaded, matches, params }: Route.MetaArgs) {
  const product = loaded?.product;
  if (!product) {
    return pageMeta(matches, {
      title: m.cat_not_found_title(),
      description: m.cat_not_found_text(),
      path: `/product/${params.id}`,
      noindex: true,
    });
  }
  const origin = rootData(matches)?.origin ?? "http://localhost";
  const locale = pageLocale();
  return pageMeta(matches, {
    title: `${localizedName(product, locale)} | ${loaded.shopName}`,
    description: localizedDescription(product, locale).slice(0, 160),
    path: `/product/${product.id}`,
    image: mainImage(product),
    type: "product",
    // A demo product's made-up offer is not for search engines to list.
    noindex: loaded.demo,
    jsonLd: productJsonLd(product, origin, { tally: loaded.tally, reviews: loaded.reviews }),
  });
}

/**
 * Back to the shop page the visitor came from; home when they came from outside the shop (a link
 * shared on WhatsApp), rather than out of it. React Router numbers the entries it made (`idx` > 0);
 * a page loaded whole from another of the shop's pages (a card tapped before hydration) has the
 * shop as its referrer.
 */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const cameFromShop =
      (window.history.state?.idx ?? 0) > 0 ||
      (window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}/`));
    return cameFromShop ? navigate(-1) : navigate(href("/"));
  };
}

function NotFound() {
  const goBack = useGoBack();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{m.cat_not_found_title()}</h1>
      <p className="mt-2 text-slate-600">{m.cat_not_found_text()}</p>
      <button
        type="button"
        {...earlyTap}
        onClick={goBack}
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2 text-white"
      >
        {m.cat_go_back()}
      </button>
    </section>
  );
}

function ProductQuantity({
  quantity,
  maxQuantity,
  onChange,
}: {
  quantity: number;
  maxQuantity: number;
  onChange: (quantity: number) => void;
}) {
  const [atLimit, setAtLimit] = useState(false);
  return (
    <div className="mt-6">
      <QuantityStepper
        id="quantity-label"
        label={m.cat_quantity()}
        labelClassName="mb-1 block text-sm font-medium text-slate-700"
        quantity={quantity}
        onDecrease={() => {
          setAtLimit(false);
          onChange(quantity - 1);
        }}
        onIncrease={() => {
          if (quantity >= maxQuantity) setAtLimit(true);
          else onChange(quantity + 1);
        }}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-red-700">
        {atLimit ? m.cat_maximum_quantity({ max: maxQuantity }) : ""}
      </p>
    </div>
  );
}

export default function ProductDetails({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { product, deliveryLine, productUrl, whatsapp } = loaderData;
  const rating = product ? loaderData.rating : undefined;
  const reviewCount =
    rating?.count === 1
      ? m.cat_reviews_one()
      : m.cat_reviews({ count: groupIndian(rating?.count ?? 0) });
  const [selectedImage, setSelectedImage] = useState(0);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [added, setAdded] = useState(false);
  const mainButtons = useRef<HTMLDivElement>(null);

  if (!product) return <NotFound />;

  const locale = pageLocale();
  const name = localizedName(product, locale);
  const discount = discountText(product.pricePaise, product.oldPricePaise);
  const image = product.images[selectedImage] ?? mainImage(product);
  const buyActions = {
    added,
    onAdd: () => {
      if (addProductToCart(cartProductOf(product), quantity, "details")) {
        setQuantity(MIN_QUANTITY);
        setAdded(true);
      }
    },
    onGoToCart: () => navigate(href("/cart")),
    onBuyNow: () => {
      // Tops the line up to the chosen quantity rather than adding it again (domain/cart.ts).
      const topUp = buyNowTopUp(cartStore.current(), product.id, quantity);
      if (topUp > 0) addProductToCart(cartProductOf(product), topUp, "details");
      // Even at the maximum the product is in the cart, which is where the visitor wants to be.
      navigate(href("/cart"));
    },
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-6">
      <button
        type="button"
        {...earlyTap}
        onClick={goBack}
        className="inline-flex min-h-10 items-center gap-1 text-sm text-brand-700"
      >
        <ArrowLeft aria-hidden size={16} /> {m.cat_back()}
      </button>
      <div className="mt-2 grid gap-8 md:grid-cols-2">
        <div>
          <div className={`${cardStyle} aspect-square overflow-hidden`}>
            {image && (
              <ProductImage
                url={image}
                alt={name}
                sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
                eager
                className="h-full w-full object-contain"
              />
            )}
          </div>
          {product.images.length > 1 && (
            <div className="mt-3 flex gap-2">
              {product.images.map((thumbnail, index) => (
                <button
                  key={thumbnail}
                  type="button"
                  {...earlyTap}
                  aria-label={m.cat_show_image({ number: index + 1 })}
                  aria-pressed={index === selectedImage}
                  onClick={() => setSelectedImage(index)}
                  className={`h-16 w-16 overflow-hidden rounded-lg border-2 bg-white ${index === selectedImage ? "border-brand-600" : "border-slate-200"}`}
                >
                  <ProductImage url={thumbnail} alt="" sizes="64px" widths={THUMBNAIL_WIDTHS} />
                </button>
              ))}
            </div>
          )}
        </div>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{name}</h1>
          {product.brand && <p className="mt-1 text-sm text-slate-600">{product.brand}</p>}
          {loaderData.demo && (
            <p
              data-testid="demo-note"
              className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800"
            >
              {m.cat_demo_note()}
            </p>
          )}
          {rating && (
            <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
              <Star aria-hidden size={16} className="fill-amber-400 text-amber-400" />
              {rating.rating.toFixed(1)}{" "}
              {rating.fromReviews ? (
                <a href="#reviews" className="text-brand-700 underline">
                  {reviewCount}
                </a>
              ) : (
                <span className="text-slate-600">{reviewCount}</span>
              )}
            </p>
          )}
          <div className="mt-4">
            <Price
              pricePaise={product.pricePaise}
              oldPricePaise={product.oldPricePaise}
              size="lg"
            />
            {discount && <p className="mt-1 text-sm font-semibold text-red-700">{discount}</p>}
          </div>
          <p
            className={`mt-3 inline-block rounded-full px-3 py-1 text-xs font-semibold ${STOCK_BADGE[stockKind(product, loaderData.fewLeftAt)]}`}
          >
            {stockText(product, loaderData.fewLeftAt)}
          </p>
          {product.inStock && (
            <ProductQuantity
              quantity={quantity}
              maxQuantity={product.maxQuantity}
              onChange={(changed) => {
                setQuantity(changed);
                setAdded(false);
              }}
            />
          )}
          <div ref={mainButtons} className="mt-4 flex flex-wrap gap-3 [&>button]:px-5">
            <BuyButtons {...buyActions} disabled={!product.inStock} />
          </div>
          {product.inStock ? (
            <StickyBuyBar
              {...buyActions}
              mainButtons={mainButtons}
              productName={name}
              pricePaise={product.pricePaise}
              oldPricePaise={product.oldPricePaise}
            />
          ) : (
            <OutOfStockHelp
              productName={name}
              productUrl={productUrl}
              whatsapp={whatsapp}
              posted={actionData}
            />
          )}
          {deliveryLine && (
            <p
              data-testid="delivery-line"
              className="mt-4 flex items-center gap-2 text-sm text-slate-700"
            >
              <Truck aria-hidden size={18} className="shrink-0 text-brand-600" />
              {deliveryLine}
            </p>
          )}
          <p className="mt-6 leading-relaxed text-slate-700">
            {localizedDescription(product, locale)}
          </p>
          {product.specifications.length > 0 && (
            <section className="mt-6" data-testid="specifications">
              <h2 className="font-semibold">{m.cat_specifications()}</h2>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {product.specifications.map((specification) => (
                  <li key={specification.key}>
                    <span className="font-medium">{specification.key}:</span> {specification.value}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProductReviews
            reviews={loaderData.reviews ?? []}
            nextPageUrl={loaderData.nextPageUrl}
            shopName={loaderData.shopName}
          />
        </div>
      </div>
    </article>
  );
}
