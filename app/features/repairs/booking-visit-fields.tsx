import { Store } from "lucide-react";
import type { ReactNode } from "react";
import {
  BRING_TO_SHOP_FIELD,
  VISIT_SLOTS,
  VISIT_TYPES,
  type RepairBookingField,
  type VisitType,
} from "../../../domain/repair-booking";
import { formatShopDay } from "../../../domain/shop-time";
import { Button } from "../../components/ui/button";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { slotLabel, visitTypeLabel } from "./repair-texts";

/** A booking field's id, name, typed value and error wiring, as the form gives them. */
export type BookingField = (name: RepairBookingField | "photos") => {
  id: string;
  name: string;
  defaultValue?: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};
/** The error line under a booking field. */
export type BookingFieldError = (name: RepairBookingField | "photos") => ReactNode;

function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last;) {
    days.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

/**
 * The booking form's visit: at home (address, landmark, PIN; a PIN outside the service area is
 * offered a shop visit in one tap) or at the shop, and the preferred day and slot.
 */
export function VisitFields({
  field,
  error,
  visitType,
  onVisitType,
  outsideArea,
  busy,
  dateRange,
}: {
  field: BookingField;
  error: BookingFieldError;
  visitType: VisitType;
  onVisitType: (type: VisitType) => void;
  outsideArea: boolean;
  busy: boolean;
  dateRange: { first: string; last: string };
}) {
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{m.trk_visit()}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {VISIT_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="visitType"
                value={type}
                defaultChecked={visitType === type}
                onChange={() => onVisitType(type)}
              />
              {visitTypeLabel(type)}
            </label>
          ))}
        </div>
        {error("visitType")}
      </fieldset>
      {visitType === "home" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Label htmlFor={field("address").id}>{m.trk_address()}</Label>
            <Textarea
              {...field("address")}
              required
              rows={2}
              maxLength={300}
              autoComplete="street-address"
            />
            {error("address")}
          </div>
          <div>
            <Label htmlFor={field("landmark").id}>{m.trk_landmark()}</Label>
            <Input {...field("landmark")} maxLength={100} />
            {error("landmark")}
          </div>
          <div>
            <Label htmlFor={field("pin").id}>{m.trk_pin()}</Label>
            <Input
              {...field("pin")}
              required
              inputMode="numeric"
              pattern="[1-9][0-9]{5}"
              maxLength={6}
              autoComplete="postal-code"
            />
            {error("pin")}
          </div>
          {outsideArea && (
            <Button
              type="submit"
              name={BRING_TO_SHOP_FIELD}
              value="1"
              disabled={busy}
              className="inline-flex items-center justify-center gap-2 sm:col-span-2"
            >
              <Store aria-hidden size={18} />
              {m.trk_visit_shop()}
            </Button>
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={field("preferredDate").id}>{m.trk_preferred_date()}</Label>
          <Select defaultValue={dateRange.first} {...field("preferredDate")} required>
            {daysBetween(dateRange.first, dateRange.last).map((day) => (
              <option key={day} value={day}>
                {formatShopDay(day, pageLocale())}
              </option>
            ))}
          </Select>
          {error("preferredDate")}
        </div>
        <div>
          <Label htmlFor={field("preferredSlot").id}>{m.trk_time_slot()}</Label>
          <Select defaultValue="morning" {...field("preferredSlot")} required>
            {VISIT_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot)}
              </option>
            ))}
          </Select>
          {error("preferredSlot")}
        </div>
      </div>
    </>
  );
}
