import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { parseRepairListQuery } from "../../domain/repair-desk";
import { MAX_REPAIRS_LISTED, repairListSearchParams } from "../../domain/repair-queue";
import { buttonStyles } from "../components/ui/button";
import { QueueChips, QueueFilters, queueLink } from "../features/repairs/repair-queue-filters";
import { RepairCard, RepairsTable } from "../features/repairs/repair-queue-list";
import { useLiveRepairs } from "../features/repairs/use-live-repairs";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-repairs";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Repairs",
    description: "The repair queue",
    path: "/admin/repairs",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseRepairListQuery(new URL(request.url).searchParams);
  if (!parsed.success) {
    throw data(parsed.error.issues[0]?.message ?? "Invalid filters", { status: 400 });
  }
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  const page = await context.repairQueue.page(parsed.data, after);
  if (!page)
    throw data("This page of the queue is not known: start from the first", { status: 400 });
  return { query: parsed.data, ...page, later: after !== undefined };
}

/**
 * The queue's section, kept live. The stream's state changes on its own once it opens: held here,
 * that re-renders the section alone, not the filters, cards and rows it was given (issue 30).
 */
function LiveQueueSection({ children }: { children: ReactNode }) {
  const live = useLiveRepairs();
  return (
    <section className="mx-auto max-w-7xl px-4 py-4" data-live-state={live ? "live" : "connecting"}>
      {children}
    </section>
  );
}

export default function AdminRepairs({ loaderData }: Route.ComponentProps) {
  const { query, repairs, matching, counts, open, next, later } = loaderData;
  const exportParams = repairListSearchParams(query).toString();

  return (
    <>
      <LiveQueueSection>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold">Repairs</h1>
          <div className="flex flex-wrap gap-2">
            <Link
              to="/admin/repairs/reports"
              className={`${buttonStyles.secondary} inline-flex items-center`}
            >
              Reports
            </Link>
            <a
              href={`/api/admin/repairs/export.csv${exportParams ? `?${exportParams}` : ""}`}
              className={`${buttonStyles.secondary} inline-flex items-center gap-2`}
              download
            >
              <Download aria-hidden size={16} />
              Export CSV
            </a>
          </div>
        </div>

        <QueueChips query={query} open={open} counts={counts} />
        <QueueFilters query={query} />

        <p className="mt-3 text-sm text-slate-600" data-testid="repairs-matching">
          {matching} {matching === 1 ? "repair" : "repairs"}
          {matching > MAX_REPAIRS_LISTED ? ` (${MAX_REPAIRS_LISTED} a page)` : ""}
        </p>
        {repairs.length === 0 ? (
          <p className="mt-6 text-center text-slate-600">No repairs match.</p>
        ) : (
          <>
            <ul className="mt-2 grid gap-3 md:hidden" aria-label="Repairs">
              {repairs.map((repair, index) => (
                <RepairCard key={repair.id} repair={repair} nearTheTop={index < 2} />
              ))}
            </ul>
            <RepairsTable repairs={repairs} />
          </>
        )}
        {(later || next) && (
          <nav aria-label="Pages of repairs" className="mt-4 flex flex-wrap justify-between gap-2">
            {later && (
              <Link
                to={queueLink(query)}
                className={`${buttonStyles.secondary} inline-flex items-center`}
              >
                First page
              </Link>
            )}
            {next && (
              <Link
                to={`${queueLink(query)}${exportParams ? "&" : "?"}after=${next}`}
                className={`${buttonStyles.primary} ml-auto inline-flex items-center`}
                data-testid="repairs-next-page"
              >
                Next {MAX_REPAIRS_LISTED} repairs
              </Link>
            )}
          </nav>
        )}
      </LiveQueueSection>
    </>
  );
}
