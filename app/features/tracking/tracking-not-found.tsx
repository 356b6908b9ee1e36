import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";

/**
 * What an unknown or malformed private link shows, for an order or a repair alike: the same page
 * and words as a wrong number, so a link's kind and existence cannot be told apart.
 */
export function TrackingNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">{m.trk_not_found_title()}</h1>
      <p className="mt-2 text-slate-700">{m.trk_not_found()}</p>
      <Link to={href("/track")} className={`${buttonStyles.primary} mt-6 inline-flex items-center`}>
        {m.trk_title()}
      </Link>
    </section>
  );
}
