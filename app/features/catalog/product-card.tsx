import { Link } from "react-router";
import { Price } from "../../components/price";

export interface ProductCardData {
  id: number;
  name: string;
  image: string;
  pricePaise: number;
  oldPricePaise: number;
  discount: string;
  inStock: boolean;
}

export function ProductCard({ product, eager }: { product: ProductCardData; eager: boolean }) {
  const href = `/product/${product.id}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-square bg-slate-100">
        {product.image && (
          <img
            src={product.image}
            alt={product.name}
            width={800}
            height={800}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-contain"
          />
        )}
        {product.inStock && product.discount && (
          <span className="absolute left-2 top-2 rounded-md bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
            {product.discount}
          </span>
        )}
        {!product.inStock && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 text-sm font-semibold text-slate-700">
            Out of Stock
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-2 text-sm font-medium text-slate-800">
          <Link to={href} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h2>
        <div className="mt-auto">
          <Price pricePaise={product.pricePaise} oldPricePaise={product.oldPricePaise} />
        </div>
      </div>
    </article>
  );
}
