import { BRAND_WORDMARKS, OTHER_BRANDS_MAX } from "../../../domain/brand-strip";
import { FieldError } from "../../components/ui/field-error";
import { pageField, wordmarkField } from "./our-service-page-form";
import { Field, type FieldsProps } from "./settings-fields";

/**
 * The brand strip's tiles (issue 33): the brands the shop services are the owner's claim. Ticked
 * wordmarks and the other names typed show on /our-service; none, and an empty line, hide it.
 */
export function BrandStripFields(props: FieldsProps) {
  const { values, errors } = props;
  const errorId = "setting-ourService-brandWordmarks-error";
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-describedby={errors[pageField("brandWordmarks")] ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">Brands we repair</legend>
      <p className="text-sm text-slate-600">
        Tick the brands the shop repairs; only these show. Leave all unticked, with no other brands
        and no line, to hide the strip.
      </p>
      <ul className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
        {BRAND_WORDMARKS.map((brand) => (
          <li key={brand.file}>
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={wordmarkField(brand.file)}
                defaultChecked={values[wordmarkField(brand.file)] === "on"}
                className="size-5"
              />
              {brand.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId}>{errors[pageField("brandWordmarks")]}</FieldError>
      <Field
        name={pageField("otherBrands")}
        label="Other brands, one a line"
        hint={`Shown as a name on a tile of the same size; at most ${OTHER_BRANDS_MAX}.`}
        multiline={{ rows: 3 }}
        {...props}
      />
    </fieldset>
  );
}
