/**
 * The shop's card: a white panel with a light border and round corners, the one look of every
 * product card, list item, figures panel and section set apart on a page. Spacing, shadow and
 * layout stay with each use (`${cardStyle} p-4`), so one look serves a product tile and a table's
 * frame alike.
 */
export const cardStyle = "rounded-xl border border-slate-200 bg-white";
