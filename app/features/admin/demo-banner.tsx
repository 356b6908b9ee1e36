import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { demoCatalogueTexts as texts } from "../../../domain/demo-catalogue";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { showAlert } from "../../components/floating-alerts";
import type { AdminAnswer } from "./admin-answer";
import type { RootData } from "../../seo";
import { PreloadAdminAction } from "./preload-admin-action";

/** The action that removes the demo products (app/routes/admin-demo-products.tsx). */
export const DEMO_PRODUCTS_ACTION = "/admin/demo-products";
export const DEMO_PRODUCTS_INTENT = "remove-demo";

/**
 * While the demo products are in the catalogue, the admin's pages say so, with one confirmed
 * action that removes them; the root loader's count then drops to 0 and the banner goes. Not on
 * the order dashboard: on the owner's phone its first screen belongs to the newest order (the
 * spec), and the banner's three lines pushed that order half off it.
 */
export function DemoBanner() {
  const count = useRouteLoaderData<RootData>("root")?.demoProducts ?? 0;
  const { pathname } = useLocation();
  const fetcher = useFetcher<AdminAnswer>();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const answer = fetcher.data;
  // The banner is gone with the demo, so the outcome is said where it outlives it: 'Removed 26
  // demo products.' A stopped change (signed out, offline) the admin layout says.
  useEffect(() => {
    if (answer?.notification && !answer.stopped)
      showAlert(answer.notification.message, answer.ok ? "success" : "error");
  }, [answer]);
  if (count === 0 || pathname === "/admind") return null;
  const busy = fetcher.state !== "idle";
  return (
    <div
      role="region"
      aria-label="Demo products"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <PreloadAdminAction action={DEMO_PRODUCTS_ACTION} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-60 text-sm">{texts.banner(count)}</p>
        <button
          ref={button}
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => setAsking(true)}
          className="min-h-11 rounded-md bg-amber-700 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {texts.remove}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          message={texts.confirm(count)}
          confirmLabel={texts.remove}
          returnFocusTo={button}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void fetcher.submit(
              { intent: DEMO_PRODUCTS_INTENT },
              { method: "post", action: DEMO_PRODUCTS_ACTION },
            );
          }}
        />
      )}
    </div>
  );
}
