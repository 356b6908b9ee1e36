import { m } from "../../i18n/messages";

/** Wordmark tiles drawn for this shop (public/brands), not the makers' own logos. */
const BRANDS = [
  { name: "LG", file: "lg" },
  { name: "Samsung", file: "samsung" },
  { name: "Sony", file: "sony" },
  { name: "Whirlpool", file: "whirlpool" },
  { name: "Voltas", file: "voltas" },
  { name: "Daikin", file: "daikin" },
  { name: "Godrej", file: "godrej" },
  { name: "Haier", file: "haier" },
  { name: "IFB", file: "ifb" },
  { name: "Panasonic", file: "panasonic" },
  { name: "Blue Star", file: "blue-star" },
  { name: "Bosch", file: "bosch" },
];

/** The strip's line is the owner's (the 'Our-service page' settings). */
export function BrandStrip({ text }: { text: string }) {
  return (
    <section id="brands" aria-labelledby="brands-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="brands-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_brands_heading()}
        </h2>
        <p className="mt-2 text-slate-700">{text}</p>
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {BRANDS.map((brand) => (
            <li key={brand.file}>
              <img
                src={`/brands/${brand.file}.svg`}
                alt={brand.name}
                width={160}
                height={64}
                loading="lazy"
                className="h-auto w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
