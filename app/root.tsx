import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import { publicShop } from "../domain/settings";
import type { Route } from "./+types/root";
import { HTML_LANG, localeFromPath } from "../domain/locale";
import { THEME_COLOUR, ADMIN_MANIFEST_PATH } from "../domain/installable-app";
import { FloatingAlerts } from "./components/floating-alerts";
import { Footer } from "./components/footer";
import { Header, isAdminPage } from "./components/header";
import { useCspNonce } from "./csp-nonce";
import { EarlyTapCapture, useReplayEarlyTaps } from "./components/early-taps";
import { useEndEarlyTyping } from "./components/keep-early-typing";
import { useAdminServiceWorker } from "./components/use-admin-service-worker";
import { useLiveCatalogue } from "./features/catalogue/use-live-catalogue";
import { href } from "./i18n/locale";
import { m } from "./i18n/messages";
import type { RootData } from "./seo";
import stylesheet from "./styles/app.css?url";

export const links: LinksFunction = () => [
  // In production the stylesheet is written into the page (app/page-stream.server.ts).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const signedIn = context.admin !== undefined;
  return {
    shop: publicShop(context.shop),
    origin: context.publicUrl ?? new URL(request.url).origin,
    signedIn,
    ...(signedIn
      ? {
          openRepairs: await context.repairQueue.openCount(),
          demoProducts: await context.demoCatalogue.count(),
        }
      : {}),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Only the admin pages make the installable app: a customer is never offered to install it.
  const { pathname } = useLocation();
  const admin = isAdminPage(pathname);
  // Here rather than in App, so an error page hands the buttons back to React too.
  useReplayEarlyTaps();
  useEndEarlyTyping();
  return (
    <html lang={HTML_LANG[localeFromPath(pathname)]}>
      <head>
        <EarlyTapCapture nonce={nonce} />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        {admin && <link rel="manifest" href={ADMIN_MANIFEST_PATH} />}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased">
        {data && <Header shop={data.shop} signedIn={data.signedIn} />}
        <main className="flex-1">{children}</main>
        <FloatingAlerts />
        {data && <Footer shop={data.shop} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Admin pages edit the catalogue themselves; reloading their data under the admin would get in the way.
  const admin = isAdminPage(useLocation().pathname);
  useLiveCatalogue(!admin);
  useAdminServiceWorker(admin);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {status === 404 ? m.common_error_not_found_title() : m.common_error_title()}
      </h1>
      <p className="mt-2 text-slate-600">
        {status === 404 ? m.common_error_not_found_text() : m.common_error_text()}
      </p>
      <a
        href={href("/")}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2 text-white"
      >
        {m.common_error_home()}
      </a>
    </section>
  );
}
