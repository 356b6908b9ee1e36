import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { BookingRefusal } from "../../../domain/refusals";
import {
  applianceParam,
  APPLIANCES,
  brandsFor,
  COMMON_PROBLEMS,
  PROBLEM_MAX_LENGTH,
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
import { PhotoPicker } from "./photo-picker";
import { VisitFields, type BookingField, type BookingFieldError } from "./booking-visit-fields";
import { applianceLabel, brandLabel } from "./repair-labels";
import { problemLabel, repairAnswerText } from "./repair-texts";

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
  const lastProblem = useRef(typed.problemChoice ?? "");
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // The choices are the form's own (not React's), so what a customer chose on a slow phone before
  // the script ran stays chosen once it runs; the state that picks the brands, the quick problems
  // and the address fields takes them up from the form.
  useEffect(() => {
    const elements = form.current?.elements;
    const chosen = (name: string) =>
      (elements?.namedItem(name) as HTMLSelectElement | RadioNodeList | null)?.value ?? "";
    setAppliance(applianceParam(chosen("appliance")) ?? "");
    setVisitType(chosen("visitType") === "shop" ? "shop" : "home");
    lastProblem.current = chosen("problemChoice");
  }, []);
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
  const field: BookingField = (name) => ({
    id: `${id}-${name}`,
    name,
    ...(name !== "photos" && typed[name] !== undefined ? { defaultValue: typed[name] } : {}),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error: BookingFieldError = (name) => {
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
          defaultValue={appliance}
          required
          onChange={(event) => {
            setAppliance(applianceParam(event.target.value) ?? "");
            lastProblem.current = "";
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
          {/* Another appliance's list keeps a brand that is in it; otherwise 'Choose' shows. */}
          <Select {...field("brand")} required>
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
                key={`${appliance}-${problem}`}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-700"
              >
                <input
                  type="radio"
                  name="problemChoice"
                  value={problem}
                  defaultChecked={typed.problemChoice === problem}
                  onClick={(event) => {
                    // A second tap on the chosen problem takes it back.
                    const again = lastProblem.current === problem;
                    event.currentTarget.checked = !again;
                    lastProblem.current = again ? "" : problem;
                  }}
                  onChange={() => (lastProblem.current = problem)}
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
      <PhotoPicker field={field} error={error("photos")} />
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
      <VisitFields
        field={field}
        error={error}
        visitType={visitType}
        onVisitType={setVisitType}
        outsideArea={errors.pin?.code === "repair.outside-area"}
        busy={busy}
        dateRange={props.dateRange}
      />
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
