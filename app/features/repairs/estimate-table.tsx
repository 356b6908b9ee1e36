import type { ReactNode } from "react";
import { formatRupees } from "../../../domain/money";
import type { RepairEstimate } from "../../../domain/repair-status";
import { m } from "../../i18n/messages";
import { estimateLineDescription, estimateLineLabel } from "./repair-progress-texts";

/** An estimate's lines and total, as the customer's page and the job card show it. */
export function EstimateTable({
  estimate,
  caption,
}: {
  estimate: Pick<RepairEstimate, "lines" | "totalPaise">;
  caption?: ReactNode;
}) {
  return (
    <table className="mt-2 w-full text-sm">
      {caption && <caption className="text-left font-medium">{caption}</caption>}
      <tbody>
        {estimate.lines.map((line, index) => (
          <tr key={index} className="border-b border-slate-200">
            <td className="py-1 text-slate-700">{estimateLineLabel(line.kind)}</td>
            <td className="py-1">{estimateLineDescription(line)}</td>
            <td className="py-1 text-right">{formatRupees(line.amountPaise)}</td>
          </tr>
        ))}
        <tr>
          <td colSpan={2} className="py-1 font-semibold">
            {m.trk_total()}
          </td>
          <td className="py-1 text-right font-semibold" data-testid="estimate-total">
            {formatRupees(estimate.totalPaise)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
