import { Link } from "react-router";
import type { CartItem } from "../../../domain/cart";
import { ProductImage, THUMBNAIL_WIDTHS } from "../../components/product-image";
import { href } from "../../i18n/locale";

/**
 * The line's picture, linking to the product like its name does. The name's link already carries
 * the accessible name, so this one is left out of the tab order and of the accessibility tree.
 */
export function CartLineImage({ item }: { item: CartItem }) {
  return (
    <Link
      to={href(`/product/${item.id}`)}
      tabIndex={-1}
      aria-hidden="true"
      className="h-20 w-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      {item.image && (
        <ProductImage
          url={item.image}
          alt=""
          sizes="80px"
          widths={THUMBNAIL_WIDTHS}
          className="h-full w-full object-contain"
        />
      )}
    </Link>
  );
}
