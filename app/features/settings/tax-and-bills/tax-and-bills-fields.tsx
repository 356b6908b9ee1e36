import { GST_REGISTRATIONS, type GstRegistration } from "../../../../domain/bills/bill-form";
import { GST_RATES } from "../../../../domain/bills/tax-split";
import { FieldError } from "../../../components/ui/field-error";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { FormSection } from "../../products/product-form-sections";
import { Field } from "../settings-fields";
import type { SettingsFormErrors, SettingsFormValues } from "../settings-form";

const REGISTRATION_LABELS: Record<GstRegistration, string> = {
  none: "Not registered: a plain bill (cash memo), no GST",
  composition: "Composition scheme: a Bill of Supply, no tax collected",
  regular: "Regular: a Tax Invoice with CGST and SGST (or IGST)",
};

function Choice(props: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  values: SettingsFormValues;
  errors: SettingsFormErrors;
}) {
  const id = `setting-${props.name}`;
  return (
    <div>
      <Label htmlFor={id}>{props.label}</Label>
      <Select
        id={id}
        name={props.name}
        defaultValue={props.values[props.name] ?? ""}
        aria-invalid={props.errors[props.name] ? true : undefined}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`}>{props.errors[props.name]}</FieldError>
    </div>
  );
}

/** The 'Tax and bills' section of /admin/settings (issue 32). */
export function TaxAndBillsFields(props: {
  values: SettingsFormValues;
  errors: SettingsFormErrors;
}) {
  return (
    <FormSection title="Tax and bills">
      <Choice
        name="gstRegistration"
        label="GST registration"
        options={GST_REGISTRATIONS.map((value) => ({ value, label: REGISTRATION_LABELS[value] }))}
        {...props}
      />
      <Field
        name="gstin"
        label="GSTIN"
        hint="15 characters, checked as you save; the shop's state is taken from it. Empty when not registered."
        autoComplete="off"
        {...props}
      />
      <Field
        name="legalName"
        label="Legal name on bills"
        hint="Empty: the shop's name."
        {...props}
      />
      <Field
        name="billAddress"
        label="Address on bills"
        hint="Empty: the shop's address and city."
        multiline={{ rows: 2 }}
        {...props}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          name="billPrefix"
          label="Bill number prefix"
          hint="1 to 4 letters or digits: DK gives DK/25-26/00001."
          {...props}
        />
        <Field name="repairLabourSac" label="Repair labour SAC" inputMode="numeric" {...props} />
        <Choice
          name="repairLabourRate"
          label="Repair labour GST rate"
          options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
          {...props}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="upiId"
          label="UPI ID for bills"
          hint="A business UPI ID is best, e.g. yourshop@okhdfc. Empty: no UPI QR on bills."
          autoComplete="off"
          {...props}
        />
        <Field
          name="upiPayeeName"
          label="UPI payee name"
          hint="Empty: the legal name."
          {...props}
        />
      </div>
    </FormSection>
  );
}
