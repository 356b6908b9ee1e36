import { productImageSources } from "../../domain/product-image";

/**
 * A square product image that lets the phone pick the smallest stored copy that is still sharp at
 * the size it is shown (`sizes`), with its dimensions given so the page does not jump as it loads.
 */
export function ProductImage({
  url,
  alt,
  sizes,
  widths,
  eager = false,
  className,
}: {
  url: string;
  alt: string;
  sizes: string;
  widths?: readonly number[];
  eager?: boolean;
  className?: string;
}) {
  const { src, srcSet, width, height } = productImageSources(url, widths);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}

export const THUMBNAIL_WIDTHS = [320] as const;
