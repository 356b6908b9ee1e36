const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A YYYY-MM-DD day as '21 Nov 2026'. Written out by hand, not by Intl, so the server and every
 * browser word it the same and the page hydrates without a mismatch.
 */
export function formatReportDay(day: string, { withYear = true } = {}): string {
  const [year, month, date] = day.split("-");
  const dayAndMonth = `${Number(date)} ${MONTHS[Number(month) - 1] ?? month}`;
  return withYear ? `${dayAndMonth} ${year}` : dayAndMonth;
}
