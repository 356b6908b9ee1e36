import { useEffect } from "react";
import { useFetcher } from "react-router";
import { LOCALES, type Locale } from "../../../domain/locale";
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
  /** The customer's language: the quote's link and text, the order's updates and bill follow it. */
  locale: Locale;
  /** Whether the owner tapped a language: until then it follows the customer the number is of. */
  localeChosen: boolean;
}

export const NEW_CUSTOMER: Customer = {
  mobile: "",
  name: "",
  address: "",
  locale: "en",
  localeChosen: false,
};

/** Each language by its own name, so the customer can point at theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी (Hindi)" };

/**
 * The customer by mobile: a known one (earlier orders or repairs) fills name and address in a tap,
 * and the language they last used is chosen unless the owner chose one himself.
 */
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
  const knownLocale = known?.mobile === mobile ? known.locale : undefined;
  useEffect(() => {
    if (knownLocale && !customer.localeChosen && knownLocale !== customer.locale) {
      onChange({ ...customer, locale: knownLocale });
    }
    // Only a newly found customer's language is taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [knownLocale]);
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
      <fieldset>
        <legend className="text-sm font-medium">Customer&apos;s language</legend>
        <p className="text-sm text-slate-600">
          The quote, the WhatsApp updates, the order page and the bill are in it.
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {LOCALES.map((locale) => (
            <label
              key={locale}
              lang={locale}
              className={`min-h-11 flex items-center rounded-full border px-4 ${customer.locale === locale ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-300"}`}
            >
              <input
                type="radio"
                name="locale"
                value={locale}
                checked={customer.locale === locale}
                onChange={() => onChange({ ...customer, locale, localeChosen: true })}
                className="mr-2"
              />
              {LANGUAGE_NAMES[locale]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600">A small counter sale may leave the customer empty.</p>
    </section>
  );
}
