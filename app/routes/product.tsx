import { ArrowLeft, Star } from "lucide-react";
import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { discountLabel } from "../../domain/discount";
import { PRODUCT_NOT_FOUND, PRODUCT_NOT_FOUND_DETAIL } from "../../domain/messages";
import { productIdSchema } from "../../domain/product";
import { Price } from "../components/price";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  const product = id.success ? await context.catalog.get(id.data) : undefined;
  // A real 404 tells search engines to drop a product that no longer exists.
  if (!product) return data({ product: null, shopName: context.shop.name }, { status: 404 });
  return { product, shopName: context.shop.name };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const product = loaded?.product;
  if (!product) return [{ title: PRODUCT_NOT_FOUND }];
  return [
    { title: `${product.name} | ${loaded.shopName}` },
    { name: "description", content: product.description.slice(0, 160) },
  ];
}

export default function ProductDetails({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { product } = loaderData;
  const [selectedImage, setSelectedImage] = useState(0);

  if (!product) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{PRODUCT_NOT_FOUND}</h1>
        <p className="mt-2 text-slate-600">{PRODUCT_NOT_FOUND_DETAIL}</p>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="mt-6 rounded-lg bg-brand-600 px-5 py-2 text-white"
        >
          Go Back
        </button>
      </section>
    );
  }

  const discount = discountLabel(product.pricePaise, product.oldPricePaise);
  const image = product.images[selectedImage] ?? product.images[0];
  return (
    <article className="mx-auto max-w-6xl px-4 py-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm text-brand-700">
        <ArrowLeft aria-hidden size={16} /> Back
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div>
          <div className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white">
            {image && (
              <img
                src={image}
                alt={product.name}
                width={800}
                height={800}
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
                  aria-label={`Show image ${index + 1}`}
                  aria-pressed={index === selectedImage}
                  onClick={() => setSelectedImage(index)}
                  className={`h-16 w-16 overflow-hidden rounded-lg border-2 bg-white ${index === selectedImage ? "border-brand-600" : "border-slate-200"}`}
                >
                  <img src={thumbnail} alt="" width={64} height={64} loading="lazy" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{product.name}</h1>
          {product.brand && <p className="mt-1 text-sm text-slate-600">{product.brand}</p>}
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
            <Star aria-hidden size={16} className="fill-amber-400 text-amber-400" />
            {product.rating.toFixed(1)}{" "}
            <span className="text-slate-500">{`(${product.reviews.toLocaleString("en-IN")} reviews)`}</span>
          </p>
          <div className="mt-4">
            <Price
              pricePaise={product.pricePaise}
              oldPricePaise={product.oldPricePaise}
              size="lg"
            />
            {discount && <p className="mt-1 text-sm font-semibold text-red-600">{discount}</p>}
          </div>
          <p
            className={`mt-3 inline-block rounded-full px-3 py-1 text-xs font-semibold ${product.inStock ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}
          >
            {product.inStock ? "In Stock" : "Out of Stock"}
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">{product.description}</p>
          {product.specifications.length > 0 && (
            <section className="mt-6">
              <h2 className="font-semibold">Specifications</h2>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {product.specifications.map((specification) => (
                  <li key={specification.key}>
                    <span className="font-medium">{specification.key}:</span> {specification.value}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
