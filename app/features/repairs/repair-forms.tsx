import { VISIT_SLOT_LABELS, VISIT_SLOTS, type VisitSlot } from "../../../domain/repair-booking";
import { REPAIR_STATUS_LABELS, type RepairStatus } from "../../../domain/repair-desk";
import { formatShopDay } from "../../../domain/shop-time";
import { STATUS_MENU_STATUSES } from "../../../domain/repair-rules";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { firstFieldError } from "../admin/admin-answer";
import { useRepairFetcher, type OnAnswer } from "./use-repair-fetcher";

/** The status menu of a repair that is not closed (a closed one is locked). */
export function StatusForm({ status, onAnswer }: { status: RepairStatus; onAnswer: OnAnswer }) {
  const fetcher = useRepairFetcher(onAnswer);
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="status" />
      <div>
        <Label htmlFor="repair-status">Status</Label>
        <Select id="repair-status" name="status" defaultValue={status} key={status}>
          {STATUS_MENU_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REPAIR_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Set status
      </Button>
    </fetcher.Form>
  );
}

/** A visit's day and time as the owner reads them: 'Tue, 1 Dec, Evening 4–8'. */
const visitText = (date: string, slot: VisitSlot) =>
  `${formatShopDay(date, "en")}, ${VISIT_SLOT_LABELS[slot]}`;

/**
 * Schedules or moves the visit. `visit` is what the fields start from; `moving` is the visit
 * booked now while the customer's request for another day waits (issue 34): the fields then
 * start from the day asked for, and the booked visit is named beside it.
 */
export function ScheduleForm({
  visit,
  moving,
  technicians,
  today,
  onAnswer,
}: {
  visit: { visitDate: string; visitSlot: VisitSlot; technician: string };
  moving?: { visitDate: string; visitSlot: VisitSlot; technician: string };
  technicians: string[];
  today: string;
  onAnswer: OnAnswer;
}) {
  const fetcher = useRepairFetcher(onAnswer);
  const problem = firstFieldError(fetcher.data);
  return (
    <fetcher.Form method="post" aria-labelledby="schedule-heading" className="grid gap-3">
      <h2 id="schedule-heading" className="text-lg font-semibold">
        {moving ? "Move the visit" : "Schedule the visit"}
      </h2>
      {moving && (
        <p
          className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="another-day-asked"
        >
          The customer asks for <strong>{visitText(visit.visitDate, visit.visitSlot)}</strong>.
          Booked now: {visitText(moving.visitDate, moving.visitSlot)}, {moving.technician}.
        </p>
      )}
      <input type="hidden" name="intent" value="schedule" />
      <div className="grid grid-cols-2 gap-2">
        <div>
          <Label htmlFor="visit-date">Date</Label>
          <Input
            id="visit-date"
            name="visitDate"
            type="date"
            min={today}
            defaultValue={visit.visitDate}
            required
          />
        </div>
        <div>
          <Label htmlFor="visit-slot">Slot</Label>
          <Select id="visit-slot" name="visitSlot" defaultValue={visit.visitSlot}>
            {VISIT_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {VISIT_SLOT_LABELS[slot]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor="visit-technician">Technician</Label>
        {technicians.length > 0 ? (
          <Select
            id="visit-technician"
            name="technician"
            defaultValue={visit.technician || technicians[0]}
          >
            {technicians.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id="visit-technician"
            name="technician"
            defaultValue={visit.technician}
            required
            maxLength={60}
          />
        )}
      </div>
      <FieldError id="schedule-problem">{problem}</FieldError>
      <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
        Schedule visit
      </Button>
    </fetcher.Form>
  );
}

export function PartsForm({ partsUsed, onAnswer }: { partsUsed: string; onAnswer: OnAnswer }) {
  const fetcher = useRepairFetcher(onAnswer);
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="parts" />
      <Label htmlFor="parts-used" className="text-lg font-semibold">
        Parts used
      </Label>
      <Textarea
        id="parts-used"
        name="partsUsed"
        rows={2}
        maxLength={1000}
        defaultValue={partsUsed}
      />
      <FieldError id="parts-problem">{firstFieldError(fetcher.data)}</FieldError>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Save parts
      </Button>
    </fetcher.Form>
  );
}
