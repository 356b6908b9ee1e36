import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatRupees, readRupees } from "../../../domain/money";
import type { SaleRequestJson } from "../../../domain/sale-schemas";
import type { RateCardEntry } from "../../../domain/sales-settings";
import {
  CHANNEL_LABELS,
  leastPricePaise,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SALE_CHANNELS,
  saleTotalPaise,
  settlePayments,
  type ExtraLine,
  type PaymentMethod,
  type SaleChannel,
} from "../../../domain/sales";
import { Button } from "../../components/ui/button";
import { StickyActions } from "../../components/ui/sticky-actions";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { SaleAnswer } from "./sale-action.server";
import { SALE_INTENTS } from "./sale-intents";
import { CustomerFields, NEW_CUSTOMER, type Customer } from "./sale-customer";
import { ExtraLines } from "./sale-extra-lines";
import { ProductLines, type ProductLine } from "./sale-product-lines";

interface Props {
  settings: { rateCard: RateCardEntry[]; maxDiscountPercent: number; walkInMaxPaise: number };
}

interface TenderRow {
  method: PaymentMethod;
  rupees: string;
  reference: string;
}

const newKey = () => `sale-${crypto.randomUUID()}`;

/** 'YYYY-MM-DD' a week from today, the quote's default last day. */
function weekAhead(): string {
  return new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The new-sale form (issue 31): everything in state, totals, change and due worked out with the
 * same domain rules the server enforces; saved as JSON to this page's action.
 */
export function SaleForm({ settings }: Props) {
  const save = useFetcher<SaleAnswer>();
  const [channel, setChannel] = useState<SaleChannel>("counter");
  const [customer, setCustomer] = useState<Customer>(NEW_CUSTOMER);
  const [products, setProducts] = useState<ProductLine[]>([]);
  const [extras, setExtras] = useState<ExtraLine[]>([]);
  const [tenders, setTenders] = useState<TenderRow[]>([
    { method: "cash", rupees: "", reference: "" },
  ]);
  const [validUntil, setValidUntil] = useState(weekAhead);
  const [key, setKey] = useState(newKey);

  const productsPaise = products.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  let total: number | string;
  try {
    total = saleTotalPaise(productsPaise, extras);
  } catch (error) {
    total = (error as Error).message;
  }
  // A blank payment row is none; one that is not an amount holds the save until it is mended.
  const readings = tenders.map((row) => (row.rupees.trim() ? readRupees(row.rupees) : undefined));
  const unreadable = readings.findIndex((reading) => reading?.ok === false);
  const unreadableReading = readings[unreadable];
  const tenderProblem =
    unreadableReading?.ok === false
      ? `Payment ${unreadable + 1} amount: ${unreadableReading.problem}`
      : undefined;
  const offered = tenders.flatMap((row, index) => {
    const reading = readings[index];
    if (!reading?.ok || reading.paise === 0) return [];
    const reference = row.reference.trim();
    return [
      { method: row.method, amountPaise: reading.paise, ...(reference ? { reference } : {}) },
    ];
  });
  const held = tenderProblem !== undefined || products.some((line) => line.priceProblem);
  let settled: ReturnType<typeof settlePayments> | string | undefined;
  if (typeof total === "number") {
    try {
      settled = settlePayments(total, offered);
    } catch (error) {
      settled = (error as Error).message;
    }
  }
  const tooCheap = products.find(
    (line) => line.pricePaise < leastPricePaise(line.listPricePaise, settings.maxDiscountPercent),
  );

  const sale = (): SaleRequestJson => ({
    channel,
    customerName: customer.name,
    customerMobile: customer.mobile,
    ...(customer.address.trim() ? { deliveryAddress: customer.address } : {}),
    products: products.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      ...(line.pricePaise !== line.listPricePaise
        ? { unitPricePaise: line.pricePaise, overrideReason: line.reason }
        : {}),
    })),
    extras,
    tenders: offered,
    idempotencyKey: key,
    locale: customer.locale,
  });
  const submit = (mode: keyof typeof SALE_INTENTS) =>
    void save.submit(
      { intent: SALE_INTENTS[mode], sale: sale() as never, validUntil },
      { method: "post", encType: "application/json" },
    );
  const answer = save.data;
  // Signed out or offline, the admin layout says so; the form keeps what was typed.
  const refused = answer && !answer.ok && !answer.stopped ? answer : undefined;
  const result = answer?.ok ? answer.result : undefined;
  const errors = refused?.fieldErrors ?? {};
  /** The first refusal of a list of lines (`products`, `products.0.quantity`…), shown under it. */
  const listError = (list: string) =>
    Object.entries(errors).find(([name]) => name === list || name.startsWith(`${list}.`))?.[1];
  const busy = save.state !== "idle";
  // Saved from the bar while the top of the form is on screen, the answer below would go unseen.
  const answerBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && !answer.stopped) answerBox.current?.scrollIntoView({ block: "nearest" });
  }, [answer]);

  function startOver() {
    setProducts([]);
    setExtras([]);
    setTenders([{ method: "cash", rupees: "", reference: "" }]);
    setCustomer(NEW_CUSTOMER);
    setKey(newKey());
  }

  return (
    <div className="mt-3 grid gap-4">
      <fieldset className="flex flex-wrap gap-2" aria-label="Channel">
        {SALE_CHANNELS.map((value) => (
          <label
            key={value}
            className={`min-h-11 flex items-center rounded-full border px-4 ${channel === value ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name="channel"
              value={value}
              checked={channel === value}
              onChange={() => setChannel(value)}
              className="mr-2"
            />
            {CHANNEL_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <CustomerFields customer={customer} onChange={setCustomer} errors={errors} />
      <ProductLines
        lines={products}
        onChange={setProducts}
        maxDiscountPercent={settings.maxDiscountPercent}
      />
      <FieldError id="sale-products-error">{listError("products")}</FieldError>
      <ExtraLines lines={extras} onChange={setExtras} rateCard={settings.rateCard} />
      <FieldError id="sale-extras-error">{listError("extras")}</FieldError>

      <section
        aria-label="Payment"
        className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
      >
        <h2 className="font-semibold">Payment</h2>
        {tenders.map((row, index) => (
          <div key={index} className="grid grid-cols-[7rem_1fr] gap-2 sm:grid-cols-[7rem_1fr_1fr]">
            <select
              aria-label={`Payment ${index + 1} method`}
              className="min-h-11 rounded-lg border border-slate-300 px-2"
              value={row.method}
              onChange={(event) =>
                setTenders(
                  tenders.map((t, i) =>
                    i === index ? { ...t, method: event.target.value as PaymentMethod } : t,
                  ),
                )
              }
            >
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
            <Input
              aria-label={`Payment ${index + 1} amount (₹)`}
              aria-invalid={index === unreadable ? true : undefined}
              aria-describedby="sale-tenders-error"
              inputMode="decimal"
              placeholder={row.method === "cash" ? "Cash received ₹" : "Amount ₹"}
              value={row.rupees}
              onChange={(event) =>
                setTenders(
                  tenders.map((t, i) => (i === index ? { ...t, rupees: event.target.value } : t)),
                )
              }
            />
            {row.method !== "cash" && (
              <Input
                aria-label={`Payment ${index + 1} reference`}
                placeholder="UTR or card slip no."
                className="col-span-2 sm:col-span-1"
                value={row.reference}
                onChange={(event) =>
                  setTenders(
                    tenders.map((t, i) =>
                      i === index ? { ...t, reference: event.target.value } : t,
                    ),
                  )
                }
              />
            )}
          </div>
        ))}
        <FieldError id="sale-tenders-error">{tenderProblem ?? listError("tenders")}</FieldError>
        <Button
          onClick={() => setTenders([...tenders, { method: "upi", rupees: "", reference: "" }])}
        >
          Split: add a payment
        </Button>
      </section>

      <section
        aria-label="Totals"
        className="grid gap-1 rounded-lg bg-slate-100 p-3 text-lg"
        aria-live="polite"
      >
        <p>
          Total:{" "}
          <strong data-testid="sale-total">
            {typeof total === "number" ? formatRupees(total) : "—"}
          </strong>
        </p>
        {typeof total === "string" && <p className="text-red-700">{total}</p>}
        {typeof settled === "string" && <p className="text-red-700">{settled}</p>}
        {typeof settled === "object" && (
          <>
            <p>Paid now: {formatRupees(settled.paidPaise)}</p>
            <p>Due: {formatRupees(settled.duePaise)}</p>
            {settled.changePaise > 0 && (
              <p className="font-semibold text-green-800" data-testid="sale-change">
                Change to give: {formatRupees(settled.changePaise)}
              </p>
            )}
          </>
        )}
        {tooCheap && (
          <p className="text-red-700">
            ‘{tooCheap.name}’ is more than {settings.maxDiscountPercent}% below its price.
          </p>
        )}
      </section>

      <div ref={answerBox} className="grid gap-4 empty:hidden">
        {refused?.notification && (
          <p role="alert" className="text-red-700">
            {refused.notification.message}
          </p>
        )}
        {result && "placed" in result && (
          <div role="status" className="rounded-lg bg-green-50 p-3">
            <p className="font-semibold text-green-900">{answer?.notification?.message}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Link className="underline" to={`/admin/order-details/${result.placed.orderId}`}>
                Open the order
              </Link>
              <Button onClick={startOver}>New sale</Button>
            </div>
          </div>
        )}
        {result && "quoted" in result && (
          <div role="status" className="rounded-lg bg-green-50 p-3">
            <p className="font-semibold text-green-900">{answer?.notification?.message}</p>
            <p className="break-all text-sm">{result.quoted.link}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {result.quoted.whatsapp && (
                <a
                  className="underline"
                  href={result.quoted.whatsapp}
                  target="_blank"
                  rel="noreferrer"
                >
                  Send on WhatsApp
                </a>
              )}
              <Button onClick={startOver}>New sale</Button>
            </div>
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Label htmlFor="quote-valid-until">A quote is valid until</Label>
          <Input
            id="quote-valid-until"
            name="validUntil"
            type="date"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
            aria-invalid={errors.validUntil ? true : undefined}
            aria-describedby={errors.validUntil ? "sale-validUntil-error" : undefined}
          />
          <FieldError id="sale-validUntil-error">{errors.validUntil}</FieldError>
        </div>
        <Link to="/admin/sales/quotes" className="min-h-11 content-center underline">
          Quotes
        </Link>
      </div>
      <StickyActions>
        <Button
          variant="primary"
          className="flex-1"
          disabled={busy || held}
          onClick={() => submit("sale")}
        >
          {busy ? "Saving…" : "Save sale"}
        </Button>
        <Button disabled={busy || held} onClick={() => submit("quote")}>
          Save as quote
        </Button>
      </StickyActions>
    </div>
  );
}
