import { Button } from "../../components/ui/button";
import { useRepairFetcher, type OnAnswer } from "./use-repair-fetcher";

/**
 * A closed repair's 'Show on our-service page' toggle (issue 33). The page shows only the
 * appliance, its brand, the problem's quick choice and the days to fix: nothing of the customer.
 */
export function ShowcaseToggle({ shown, onAnswer }: { shown: boolean; onAnswer: OnAnswer }) {
  const fetcher = useRepairFetcher(onAnswer);
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="showcase" />
      {!shown && <input type="hidden" name="shown" value="on" />}
      <Button type="submit" disabled={fetcher.state !== "idle"} aria-pressed={shown}>
        {shown ? "Take off our-service page" : "Show on our-service page"}
      </Button>
      <p className="text-sm text-slate-600" data-testid="showcase-state">
        {shown
          ? "Shown among 'Recent repairs': appliance, problem and days to fix, no customer data."
          : "Not shown on the our-service page."}
      </p>
    </fetcher.Form>
  );
}
