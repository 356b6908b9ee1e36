import { FileText } from "lucide-react";
import { buttonStyles } from "../../components/ui/button";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";

/** The customer's way from their tracking page to their bill, once it is issued (issue 32). */
export function BillLink({
  bill,
  className = "",
}: {
  bill: { number: string; token: string } | null;
  className?: string;
}) {
  if (!bill) return null;
  return (
    <a
      href={href(`/bill/${bill.token}`)}
      className={`${buttonStyles.secondary} inline-flex w-full items-center justify-center gap-2 ${className}`}
      data-testid="bill-link"
    >
      <FileText aria-hidden size={18} />
      {m.trk_bill_open({ number: bill.number })}
    </a>
  );
}
