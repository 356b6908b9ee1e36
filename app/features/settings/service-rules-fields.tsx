import { FormSection } from "../products/product-form-sections";
import { Field, type FieldsProps } from "./settings-fields";

/** The shop's service rules: what the storefront promises about visits and bookings. */
export function ServiceRulesFields(props: FieldsProps) {
  return (
    <FormSection title="Service rules">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          name="sameDayCutoff"
          label="Same-day cut-off"
          hint="Calls before this time get a visit the same day."
          type="time"
          {...props}
        />
        <Field
          name="deliveryRadiusKm"
          label="Radius outside the city (km)"
          hint="Towns this far out are visited for a travel charge."
          inputMode="numeric"
          {...props}
        />
        <Field
          name="bookingDaysAhead"
          label="Booking days ahead"
          hint="How many days ahead a repair visit can be booked."
          inputMode="numeric"
          {...props}
        />
      </div>
    </FormSection>
  );
}
