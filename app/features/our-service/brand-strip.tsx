import type { BrandTile } from "../../../domain/brand-strip";
import { m } from "../../i18n/messages";

/**
 * The brands the owner chose ('Our-service page' settings, issue 33): the shop's drawn wordmark
 * tiles (public/brands, not the makers' own logos) and other names as text tiles of the same
 * size. No tiles and no line: no strip.
 */
/**
 * A longer name in smaller letters, so that at 360 px (a tile about 100 × 40 px) even a name of
 * the longest allowed length fits its tile in at most three lines and the tile stays the
 * wordmarks' size.
 */
function nameSize(name: string): string {
  if (name.length <= 10) return "text-sm leading-tight sm:text-base";
  if (name.length <= 18) return "text-xs leading-tight sm:text-sm";
  return "text-[10px] leading-[1.15] sm:text-xs";
}

export function BrandStrip({ text, brands }: { text: string; brands: BrandTile[] }) {
  if (brands.length === 0 && text.trim() === "") return null;
  return (
    <section id="brands" aria-labelledby="brands-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="brands-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_brands_heading()}
        </h2>
        {text && <p className="mt-2 text-slate-700">{text}</p>}
        {brands.length > 0 && (
          <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {brands.map((brand) => (
              <li key={brand.wordmark ?? `name-${brand.name}`}>
                {brand.wordmark ? (
                  <img
                    src={`/brands/${brand.wordmark}.svg`}
                    alt={brand.name}
                    width={160}
                    height={64}
                    loading="lazy"
                    className="h-auto w-full"
                  />
                ) : (
                  // The wordmarks' own box: 160 × 64 with a 2 px slate-200 border, rounded.
                  <p
                    lang="en"
                    className={`flex aspect-[5/2] w-full items-center justify-center rounded-xl border-2 border-slate-200 bg-white px-1 text-center font-bold tracking-wide wrap-anywhere text-rose-800 ${nameSize(brand.name)}`}
                  >
                    {brand.name}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
