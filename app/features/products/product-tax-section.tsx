import { DEFAULT_HSN_BY_KIND } from "../../../domain/bills/bill-form";
import type { ProductTax } from "../../../domain/bills/product-tax";
import { GST_RATES } from "../../../domain/bills/tax-split";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { FormSection } from "./product-form-sections";

const KIND_DEFAULTS = Object.entries(DEFAULT_HSN_BY_KIND)
  .map(([kind, hsn]) => `${kind} ${hsn}`)
  .join(", ");

/**
 * The product's HSN code and GST rate for its bills (issue 32). Uncontrolled: they post with the
 * form and the action checks them before it saves anything.
 */
export function ProductTaxSection({ tax }: { tax: ProductTax }) {
  return (
    <FormSection title="Tax (for bills)">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="product-hsn">HSN code</Label>
          <p id="product-hsn-hint" className="text-sm text-slate-600">
            4 to 8 digits. Empty: the default for its kind ({KIND_DEFAULTS}).
          </p>
          <Input
            id="product-hsn"
            name="hsn"
            inputMode="numeric"
            defaultValue={tax.hsn}
            aria-describedby="product-hsn-hint"
          />
        </div>
        <div>
          <Label htmlFor="product-gst-rate">GST rate</Label>
          <p className="text-sm text-slate-600">Prices include it; the bill works it back.</p>
          <Select id="product-gst-rate" name="gstRate" defaultValue={String(tax.gstRate)}>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </Select>
        </div>
      </div>
    </FormSection>
  );
}
