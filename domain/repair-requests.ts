import { z } from "zod";
import { refusal, refusing } from "./refusals";
import { VISIT_SLOTS } from "./repair-booking";

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
