import { formatShopDay } from "../../../domain/shop-time";
import { Camera, Store } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { IMAGE_FILE_ACCEPT } from "../../../domain/image-upload";
import type { BookingRefusal } from "../../../domain/refusals";
import {
  applianceParam,
  APPLIANCES,
  brandsFor,
  BRING_TO_SHOP_FIELD,
  COMMON_PROBLEMS,
  MAX_REPAIR_PHOTOS,
  PROBLEM_MAX_LENGTH,
  VISIT_SLOTS,
  VISIT_TYPES,
  type RepairAppliance,
  type RepairBookingField,
  type VisitType,
} from "../../../domain/repair-booking";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { href, pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import type { BookingAnswer } from "./book-repair-action.server";
import { BookingDone, type BookingShop } from "./booking-done";
import {
  applianceLabel,
  brandLabel,
  problemLabel,
  repairAnswerText,
  slotLabel,
  visitTypeLabel,
} from "./repair-texts";

export interface BookingFormProps {
  idempotencyKey: string;
  dateRange: { first: string; last: string };
  appliance?: RepairAppliance;
  shop: BookingShop;
  /** The shop's address for customers, to make the tracking link whole. */
  origin: string;
  /** The answer of a post made without script (the page's own action data). */
  posted?: BookingAnswer;
}

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
 * The repair booking form (`/repair`, and the our-service page's appointment section). It posts
 * to the `/repair` action with its photos; checks run there, and what was wrong shows under each
 * field. A retry (double tap, lost answer) sends the same idempotency key: the same ticket.
 */
export function BookingForm(props: BookingFormProps) {
  const id = useId();
  // The page's data is reloaded after the post, with a new key for a next form; this form keeps
  // the key it was shown with, so a retry of it stays the same booking.
  // A form posted without script comes back refused with what was typed, to correct it.
  const typed: Partial<Record<RepairBookingField, string>> =
    props.posted && !props.posted.ok ? (props.posted.fields ?? {}) : {};
  const [idempotencyKey] = useState(typed.idempotencyKey || props.idempotencyKey);
  const fetcher = useFetcher<BookingAnswer>();
  const answer = fetcher.data ?? props.posted;
  const [appliance, setAppliance] = useState<RepairAppliance | "">(
    applianceParam(typed.appliance ?? null) ?? props.appliance ?? "",
  );
  const [visitType, setVisitType] = useState<VisitType>(
    typed.visitType === "shop" ? "shop" : "home",
  );
  const [problemChoice, setProblemChoice] = useState(typed.problemChoice ?? "");
  const [brand, setBrand] = useState(typed.brand ?? "");
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  const refused = answer && !answer.ok ? answer : undefined;
  // After a refusal the first field to correct may be far up a long form on a phone: go there.
  // The form is not reset, so the chosen photos stay chosen.
  useEffect(() => {
    if (!refused) return;
    const first =
      form.current?.querySelector<HTMLElement>("[aria-invalid=true]") ??
      form.current?.querySelector<HTMLElement>("[data-booking-alert]");
    first?.scrollIntoView({ block: "center" });
    first?.focus({ preventScroll: true });
  }, [refused]);

  if (answer?.ok)
    return <BookingDone repair={answer.repair} shop={props.shop} origin={props.origin} />;

  const errors: Partial<Record<RepairBookingField | "photos", BookingRefusal>> =
    answer && !answer.ok ? answer.fieldErrors : {};
  const field = (name: RepairBookingField | "photos") => ({
    id: `${id}-${name}`,
    name,
    // The appliance and brand are held in state (the appliance picks the quick problems and
    // the brands); the rest keep their own.
    ...(name !== "photos" && name !== "appliance" && name !== "brand" && typed[name] !== undefined
      ? { defaultValue: typed[name] }
      : {}),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: RepairBookingField | "photos") => {
    const refusal = errors[name];
    return (
      <FieldError id={`${id}-${name}-error`}>{refusal && repairAnswerText(refusal)}</FieldError>
    );
  };
  const problems = appliance ? COMMON_PROBLEMS[appliance] : [];
  const brands = brandsFor(appliance);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={href("/repair")}
      encType="multipart/form-data"
      className="grid gap-4"
      aria-label={m.trk_book_heading()}
      data-testid="repair-booking-form"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="locale" value={pageLocale()} />
      <div>
        <Label htmlFor={`${id}-appliance`}>{m.trk_appliance()}</Label>
        <Select
          {...field("appliance")}
          required
          value={appliance}
          onChange={(event) => {
            const next = event.target.value as RepairAppliance | "";
            setAppliance(next);
            setProblemChoice("");
            if (!brandsFor(next).includes(brand)) setBrand("");
          }}
        >
          <option value="">{m.trk_choose()}</option>
          {APPLIANCES.map((value) => (
            <option key={value} value={value}>
              {applianceLabel(value)}
            </option>
          ))}
        </Select>
        {error("appliance")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-brand`}>{m.trk_brand()}</Label>
          <Select
            {...field("brand")}
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
            required
          >
            <option value="">{m.trk_choose()}</option>
            {brands.map((choice) => (
              <option key={choice} value={choice}>
                {brandLabel(choice)}
              </option>
            ))}
          </Select>
          {error("brand")}
        </div>
        <div>
          <Label htmlFor={`${id}-model`}>{m.trk_model()}</Label>
          <Input {...field("model")} maxLength={60} autoComplete="off" />
          {error("model")}
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{m.trk_what_is_wrong()}</legend>
        {problems.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {problems.map((problem) => (
              <label
                key={problem}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-700"
              >
                <input
                  type="radio"
                  name="problemChoice"
                  value={problem}
                  checked={problemChoice === problem}
                  onChange={() => setProblemChoice(problem)}
                  onClick={() => problemChoice === problem && setProblemChoice("")}
                  className="sr-only"
                />
                {problemLabel(problem)}
              </label>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{m.trk_choose_appliance_first()}</p>
        )}
        {error("problemChoice")}
        <Label htmlFor={`${id}-problemText`} className="mt-3 block">
          {m.trk_describe_problem()}
        </Label>
        <Textarea {...field("problemText")} rows={3} maxLength={PROBLEM_MAX_LENGTH} />
        {error("problemText")}
      </fieldset>
      <div>
        <Label htmlFor={`${id}-photos`} className="inline-flex items-center gap-2">
          <Camera aria-hidden size={16} />
          {m.trk_photos({ count: MAX_REPAIR_PHOTOS })}
        </Label>
        <Input
          {...field("photos")}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          multiple
          onChange={(event) => {
            const files = event.currentTarget.files;
            event.currentTarget.setCustomValidity(
              files && files.length > MAX_REPAIR_PHOTOS
                ? m.trk_err_too_many_photos({ count: MAX_REPAIR_PHOTOS })
                : "",
            );
          }}
        />
        {error("photos")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-customerName`}>{m.trk_your_name()}</Label>
          <Input
            {...field("customerName")}
            required
            minLength={2}
            maxLength={100}
            autoComplete="name"
          />
          {error("customerName")}
        </div>
        <div>
          <Label htmlFor={`${id}-customerMobile`}>{m.trk_mobile_label()}</Label>
          <Input
            {...field("customerMobile")}
            required
            type="tel"
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
            placeholder={m.trk_mobile_placeholder()}
          />
          {error("customerMobile")}
        </div>
      </div>
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
                checked={visitType === type}
                onChange={() => setVisitType(type)}
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
            <Label htmlFor={`${id}-address`}>{m.trk_address()}</Label>
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
            <Label htmlFor={`${id}-landmark`}>{m.trk_landmark()}</Label>
            <Input {...field("landmark")} maxLength={100} />
            {error("landmark")}
          </div>
          <div>
            <Label htmlFor={`${id}-pin`}>{m.trk_pin()}</Label>
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
          {errors.pin?.code === "repair.outside-area" && (
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
          <Label htmlFor={`${id}-preferredDate`}>{m.trk_preferred_date()}</Label>
          <Select defaultValue={props.dateRange.first} {...field("preferredDate")} required>
            {daysBetween(props.dateRange.first, props.dateRange.last).map((day) => (
              <option key={day} value={day}>
                {formatShopDay(day, pageLocale())}
              </option>
            ))}
          </Select>
          {error("preferredDate")}
        </div>
        <div>
          <Label htmlFor={`${id}-preferredSlot`}>{m.trk_time_slot()}</Label>
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
      {refused && (
        <p
          role="alert"
          data-booking-alert
          tabIndex={-1}
          className="text-sm font-medium text-red-700"
        >
          {refused.formError ? repairAnswerText(refused.formError) : m.trk_correct_fields()}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy} className="w-full sm:w-auto">
        {busy ? m.trk_booking() : m.trk_book_submit()}
      </Button>
    </fetcher.Form>
  );
}
