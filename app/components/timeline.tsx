import type { LucideIcon } from "lucide-react";

export interface TimelineItem {
  Icon: LucideIcon;
  title: string;
  text?: string;
  /** ISO 8601, and as the server worded it (so the page hydrates with the same text). */
  at: string;
  atText: string;
  /** Who did it, when it was someone. */
  by?: string | null;
}

/** A record's history, oldest first: the order desk's and the repair queue's timelines. */
export function Timeline({
  id,
  items,
  testId,
}: {
  id: string;
  items: TimelineItem[];
  testId: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        Timeline <span className="text-sm font-normal text-slate-600">(oldest first)</span>
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-5" data-testid={testId}>
        {items.map(({ Icon, title, text, at, atText, by }, index) => (
          <li key={`${at}-${index}`} className="relative">
            <span className="absolute top-0.5 -left-[1.95rem] grid size-6 place-items-center rounded-full border border-slate-200 bg-white text-slate-600">
              <Icon aria-hidden size={14} />
            </span>
            <p className="font-medium text-slate-900">{title}</p>
            {text && <p className="mt-1 whitespace-pre-line break-words text-slate-800">{text}</p>}
            <p className="mt-0.5 text-sm text-slate-600">
              <time dateTime={at}>{atText}</time>
              {by && <> · by {by}</>}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
