import { FieldError } from "../../components/ui/field-error";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { FormSection } from "../products/product-form-sections";
import type { SettingsFormErrors, SettingsFormValues } from "./settings-form";

interface Props {
  values: SettingsFormValues;
  errors: SettingsFormErrors;
}

const FIELDS = [
  {
    name: "rateCard",
    label: "Rate card",
    hint: "One line each, name = price in rupees, e.g. ‘Installation = 500’. Offered in a tap on a new sale.",
    rows: 5,
  },
  {
    name: "rateCardHi",
    label: "Rate card in Hindi",
    hint: "One line for each rate card line, in the same order: what Hindi quotes, order pages and bills show. An empty line shows the English there.",
    rows: 5,
    lang: "hi",
  },
  {
    name: "maxDiscountPercent",
    label: "Maximum discount (%)",
    hint: "How far below the catalogue price a sale may go; a changed price always needs a reason.",
    inputMode: "numeric",
  },
  {
    name: "walkInMax",
    label: "Walk-in amount without a name (₹)",
    hint: "A counter sale up to this total may leave the customer's name and mobile empty.",
    inputMode: "decimal",
  },
  {
    name: "fewLeftAt",
    label: "Say ‘Only N left’ at or below",
    hint: "For products with a stock count. 0: never.",
    inputMode: "numeric",
  },
  {
    name: "paymentLine",
    label: "How customers pay (English)",
    hint: "Shown in the cart, at checkout, after ordering and on the tracking page.",
  },
  { name: "paymentLineHi", label: "How customers pay (Hindi)" },
] as const;

/** The settings' sales section (issue 31). */
export function SalesSettingsFields({ values, errors }: Props) {
  return (
    <FormSection title="Sales and stock">
      {FIELDS.map((field) => {
        const id = `setting-${field.name}`;
        const common = {
          id,
          name: field.name,
          defaultValue: values[field.name] ?? "",
          ...(errors[field.name]
            ? { "aria-invalid": true, "aria-describedby": `${id}-error` }
            : {}),
        };
        return (
          <div key={field.name}>
            <Label htmlFor={id}>{field.label}</Label>
            {"hint" in field && <p className="text-sm text-slate-600">{field.hint}</p>}
            {"rows" in field ? (
              <Textarea
                {...common}
                rows={field.rows}
                {...("lang" in field ? { lang: field.lang } : {})}
              />
            ) : (
              <Input
                {...common}
                {...("inputMode" in field ? { inputMode: field.inputMode } : {})}
              />
            )}
            <FieldError id={`${id}-error`}>{errors[field.name]}</FieldError>
          </div>
        );
      })}
    </FormSection>
  );
}
