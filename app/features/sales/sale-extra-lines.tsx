import { useState } from "react";
import { formatRupees, readRupees } from "../../../domain/money";
import type { ExtraLine } from "../../../domain/sales";
import type { RateCardEntry } from "../../../domain/sales-settings";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** Rate-card lines in a tap, free-text services, and an exchange credit for an old appliance. */
export function ExtraLines({
  lines,
  onChange,
  rateCard,
}: {
  lines: ExtraLine[];
  onChange: (lines: ExtraLine[]) => void;
  rateCard: RateCardEntry[];
}) {
  const [service, setService] = useState({ name: "", rupees: "" });
  const [exchange, setExchange] = useState({ name: "", condition: "", rupees: "" });
  const add = (line: ExtraLine) => onChange([...lines, line]);
  const servicePrice = readRupees(service.rupees);
  const credit = readRupees(exchange.rupees);
  /** What is wrong with an amount typed so far; nothing while the field is blank. */
  const problemOf = (typed: string, reading: typeof credit) =>
    typed.trim() !== "" && !reading.ok ? `The amount: ${reading.problem}` : undefined;
  return (
    <section
      aria-label="Services and exchange"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h2 className="font-semibold">Services and exchange</h2>
      <div className="flex flex-wrap gap-2">
        {rateCard.map((entry) => (
          <Button
            key={entry.name}
            onClick={() =>
              add({
                kind: "service",
                name: entry.name,
                quantity: 1,
                unitPricePaise: entry.pricePaise,
              })
            }
          >
            + {entry.name} {formatRupees(entry.pricePaise)}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
        <div>
          <Label htmlFor="service-name">Other service</Label>
          <Input
            id="service-name"
            value={service.name}
            onChange={(e) => setService({ ...service, name: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor="service-price">₹</Label>
          <Input
            id="service-price"
            inputMode="decimal"
            aria-describedby="service-price-error"
            value={service.rupees}
            onChange={(e) => setService({ ...service, rupees: e.target.value })}
          />
        </div>
        <Button
          disabled={!service.name.trim() || !servicePrice.ok}
          onClick={() => {
            if (!servicePrice.ok) return;
            add({
              kind: "service",
              name: service.name.trim(),
              quantity: 1,
              unitPricePaise: servicePrice.paise,
            });
            setService({ name: "", rupees: "" });
          }}
        >
          Add
        </Button>
      </div>
      <FieldError id="service-price-error">{problemOf(service.rupees, servicePrice)}</FieldError>
      <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_6rem_auto]">
        <div>
          <Label htmlFor="exchange-name">Exchange: old appliance</Label>
          <Input
            id="exchange-name"
            value={exchange.name}
            onChange={(e) => setExchange({ ...exchange, name: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor="exchange-condition">Condition</Label>
          <Input
            id="exchange-condition"
            value={exchange.condition}
            onChange={(e) => setExchange({ ...exchange, condition: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor="exchange-credit">Credit ₹</Label>
          <Input
            id="exchange-credit"
            inputMode="decimal"
            aria-describedby="exchange-credit-error"
            value={exchange.rupees}
            onChange={(e) => setExchange({ ...exchange, rupees: e.target.value })}
          />
        </div>
        <Button
          disabled={!exchange.name.trim() || !credit.ok || credit.paise === 0}
          onClick={() => {
            if (!credit.ok) return;
            add({
              kind: "exchange",
              name: exchange.name.trim(),
              condition: exchange.condition.trim(),
              amountPaise: credit.paise,
            });
            setExchange({ name: "", condition: "", rupees: "" });
          }}
        >
          Add credit
        </Button>
      </div>
      <FieldError id="exchange-credit-error">{problemOf(exchange.rupees, credit)}</FieldError>
      {lines.length > 0 && (
        <ul className="grid gap-1" aria-label="Added lines">
          {lines.map((line, index) => (
            <li
              key={index}
              className="flex items-center justify-between gap-2 border-t border-slate-100 pt-1"
            >
              <span>
                {line.kind === "exchange"
                  ? `Exchange: ${line.name}${line.condition ? ` (${line.condition})` : ""}`
                  : line.name}
              </span>
              <span className="flex items-center gap-2">
                {line.kind === "exchange"
                  ? `−${formatRupees(line.amountPaise)}`
                  : formatRupees(line.unitPricePaise * line.quantity)}
                <button
                  type="button"
                  aria-label={`Remove ${line.name}`}
                  className="min-h-11 min-w-11 rounded-lg border border-slate-300"
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
