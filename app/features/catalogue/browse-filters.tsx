import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import {
  APPLIANCE_KINDS,
  CATALOGUE_SORTS,
  type ApplianceKind,
  type CatalogueSort,
} from "../../../domain/appliance-kinds";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { applianceKindLabel, sortLabel } from "./catalogue-texts";

interface BrowseFiltersProps {
  type: ApplianceKind | undefined;
  brand: string;
  sort: CatalogueSort | undefined;
  inStock: boolean;
  brands: string[];
}

const chipStyle =
  "inline-block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors";
const chosenChip = "border-brand-600 bg-brand-600 text-white";
const otherChip = "border-slate-300 bg-white text-slate-700 hover:border-brand-600";
const filterStyle =
  "min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800";

/**
 * The home page's appliance chips and filters (issue 15). Everything lives in the URL, so a
 * choice can be shared and the server renders it; without JavaScript the filters apply with a
 * button, with it as soon as they change.
 */
export function BrowseFilters({ type, brand, sort, inStock, brands }: BrowseFiltersProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);

  const apply = (filters: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(filters)) {
      if (typeof value === "string" && value !== "") params.set(name, value);
    }
    setSearchParams(params, { preventScrollReset: true });
  };

  // A filter chosen before hydration (a slow phone shows them a second before their script runs)
  // is applied once the page has hydrated.
  useEffect(() => {
    const chosen = new FormData(form.current!);
    if (
      (chosen.get("brand") ?? "") !== brand ||
      (chosen.get("sort") ?? "") !== (sort ?? "") ||
      chosen.has("inStock") !== inStock
    ) {
      apply(form.current!);
    }
    // Once, for what was chosen before hydration; later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A link to a kind far along the row (Washing Machine on a phone) opens with its chip in view,
  // so the visitor sees which kind the list shows.
  const chipRow = useRef<HTMLElement>(null);
  useEffect(() => {
    chipRow.current!.querySelector('[aria-current="true"]')?.scrollIntoView({
      block: "nearest",
      inline: "nearest",
    });
  }, [type]);

  const withType = (slug: ApplianceKind | undefined) => {
    const params = new URLSearchParams(searchParams);
    if (slug) params.set("type", slug);
    else params.delete("type");
    const search = params.toString();
    return href(search ? `/?${search}` : "/");
  };

  const chips = [
    { slug: undefined, label: m.cat_kind_all() },
    ...APPLIANCE_KINDS.map((kind) => ({ slug: kind.slug, label: applianceKindLabel(kind.slug) })),
  ];
  const q = searchParams.get("q");

  return (
    <>
      <nav
        ref={chipRow}
        aria-label={m.cat_appliances_label()}
        className="-mx-4 mt-3 scroll-px-4 overflow-x-auto px-4 [scrollbar-width:none]"
      >
        <ul className="flex w-max gap-2 pr-4">
          {chips.map((chip) => {
            const chosen = chip.slug === type;
            return (
              <li key={chip.label}>
                <Link
                  to={withType(chip.slug)}
                  preventScrollReset
                  aria-current={chosen ? "true" : undefined}
                  className={`${chipStyle} ${chosen ? chosenChip : otherChip}`}
                >
                  {chip.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        ref={form}
        method="get"
        aria-label={m.cat_filter_label()}
        className="mt-2 flex flex-wrap items-center gap-2"
        onChange={(event) => apply(event.currentTarget)}
        onSubmit={(event) => event.preventDefault()}
      >
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <select
          key={`brand-${brand}`}
          name="brand"
          aria-label={m.cat_brand_label()}
          defaultValue={brand}
          className={`${filterStyle} max-w-[9rem]`}
        >
          <option value="">{m.cat_all_brands()}</option>
          {brand && !brands.includes(brand) ? <option value={brand}>{brand}</option> : null}
          {brands.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <select
          key={`sort-${sort ?? ""}`}
          name="sort"
          aria-label={m.cat_sort_label()}
          defaultValue={sort ?? ""}
          className={`${filterStyle} max-w-[11rem]`}
        >
          <option value="">{q ? m.cat_sort_best_match() : m.cat_sort_by()}</option>
          {CATALOGUE_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {sortLabel(option.value)}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1.5 whitespace-nowrap text-sm text-slate-700">
          <input
            key={`stock-${inStock}`}
            type="checkbox"
            name="inStock"
            value="true"
            defaultChecked={inStock}
            className="h-4 w-4 accent-brand-600"
          />
          {m.cat_in_stock_only()}
        </label>
        <noscript>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white"
          >
            {m.cat_apply()}
          </button>
        </noscript>
      </form>
    </>
  );
}
