import { Link } from "react-router";
import { trackingMessages } from "../../../domain/order-tracking";
import { buttonStyles } from "../../components/ui/button";

/**
 * What an unknown or malformed private link shows, for an order or a repair alike: the same page
 * and words as a wrong number, so a link's kind and existence cannot be told apart.
 */
export function TrackingNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">{trackingMessages.notFoundTitle}</h1>
      <p className="mt-2 text-slate-700">{trackingMessages.notFound}</p>
      <Link to="/track" className={`${buttonStyles.primary} mt-6 inline-flex items-center`}>
        {trackingMessages.title}
      </Link>
    </section>
  );
}
