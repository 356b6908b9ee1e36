import { useEffect } from "react";
import { useFetcher } from "react-router";
import { normaliseMobile } from "../../../domain/mobile";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { loader } from "../../routes/admin-sale-new";

export interface Customer {
  mobile: string;
  name: string;
  address: string;
}

/** The customer by mobile: a known one (earlier orders or repairs) fills name and address in a tap. */
export function CustomerFields({
  customer,
  onChange,
  errors,
}: {
  customer: Customer;
  onChange: (customer: Customer) => void;
  /** The action's field errors, by the sale's field name. */
  errors: Partial<Record<string, string>>;
}) {
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `sale-${name}-error` } : {};
  const lookup = useFetcher<typeof loader>();
  const mobile = normaliseMobile(customer.mobile);
  useEffect(() => {
    if (mobile) void lookup.load(`/admin/sales/new?mobile=${mobile}`);
    // Only a newly complete number is looked up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobile]);
  const known = lookup.data?.customer;
  const offer = known && known.mobile === mobile && known.name !== customer.name ? known : null;
  const set = (field: keyof Customer) => (event: { target: { value: string } }) =>
    onChange({ ...customer, [field]: event.target.value });
  return (
    <section
      aria-label="Customer"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h2 className="font-semibold">Customer</h2>
      <div>
        <Label htmlFor="sale-mobile">Mobile</Label>
        <Input
          id="sale-mobile"
          name="customerMobile"
          inputMode="tel"
          autoComplete="off"
          value={customer.mobile}
          onChange={set("mobile")}
          {...invalid("customerMobile")}
        />
        <FieldError id="sale-customerMobile-error">{errors.customerMobile}</FieldError>
      </div>
      {offer && (
        <Button
          onClick={() => onChange({ ...customer, name: offer.name, address: offer.address ?? "" })}
        >
          Fill: {offer.name}
          {offer.address ? `, ${offer.address}` : ""}
        </Button>
      )}
      <div>
        <Label htmlFor="sale-name">Name</Label>
        <Input
          id="sale-name"
          name="customerName"
          autoComplete="off"
          value={customer.name}
          onChange={set("name")}
          {...invalid("customerName")}
        />
        <FieldError id="sale-customerName-error">{errors.customerName}</FieldError>
      </div>
      <div>
        <Label htmlFor="sale-address">Address (for delivery)</Label>
        <Input
          id="sale-address"
          name="deliveryAddress"
          autoComplete="off"
          value={customer.address}
          onChange={set("address")}
          {...invalid("deliveryAddress")}
        />
        <FieldError id="sale-deliveryAddress-error">{errors.deliveryAddress}</FieldError>
      </div>
      <p className="text-sm text-slate-600">A small counter sale may leave the customer empty.</p>
    </section>
  );
}
