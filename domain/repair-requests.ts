import { z } from "zod";
import { refusal, refusing } from "./refusals";
import { VISIT_SLOTS, type VisitSlot } from "./repair-booking";
import type { RepairDetails } from "./repair-desk";
import { customerMayChange } from "./repair-rules";

/*
 * What a repair's customer may ask from their own page (issue 34): cancel the request, or ask for
 * another day, both only before the visit (`customerMayChange`, repair-rules.ts).
 */

/** Another day within the days the shop books (`first` to `last`, the booking form's range). */
export function anotherDaySchema(first: string, last: string) {
  return z.object({
    date: z
      .string()
      .refine(
        (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= first && day <= last,
        refusing(refusal("repair.date", { first, last })),
      ),
    slot: z.enum(VISIT_SLOTS, refusing(refusal("repair.slot"))),
  });
}
export type AnotherDay = z.output<ReturnType<typeof anotherDaySchema>>;

/**
 * The customer's last 'Ask for another day', as the owner's schedule form needs it: the day and
 * time asked for, when (a new request starts the form again), and whether it still waits for the
 * owner: asked after the visit was last scheduled, and the visit still ahead (a cancelled request
 * or a visit made leaves nothing to move). A waiting request is the day the owner's form offers,
 * the visit booked now named beside it, and the customer's page tells them it waits; before any
 * visit is scheduled the form starts from the customer's day anyway, and their page shows it as
 * the day asked for.
 */
export function anotherDayAsked(
  repair: Pick<
    RepairDetails,
    "status" | "preferredDate" | "preferredSlot" | "visitDate" | "timeline"
  >,
): { date: string; slot: VisitSlot; at: string; waiting: boolean } | undefined {
  const { timeline } = repair;
  const asked = timeline.findLastIndex(
    (entry) => entry.kind === "request" && entry.asked === "another-day",
  );
  if (asked < 0) return undefined;
  const scheduled = timeline.findLastIndex((entry) => entry.kind === "schedule");
  return {
    date: repair.preferredDate,
    slot: repair.preferredSlot,
    at: timeline[asked]!.at,
    waiting: repair.visitDate !== null && asked > scheduled && customerMayChange(repair.status),
  };
}
