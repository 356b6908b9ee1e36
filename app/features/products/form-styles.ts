/** The admin forms' field looks: full-width, large enough to tap, a clear focus ring. */
export const inputStyle =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-600";

export const labelStyle = "text-sm font-medium text-slate-800";
