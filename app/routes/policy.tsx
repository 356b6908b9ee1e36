import { englishPath } from "../../domain/locale";
import { policyMarkdown, type PolicyKind } from "../../domain/policies";
import { renderMarkdown } from "../features/policies/render-markdown.server";
import { pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/policy";

/**
 * /terms and /privacy: the owner's text from the settings, or the built-in default in the page's
 * language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const kind: PolicyKind = englishPath(new URL(request.url).pathname).startsWith("/terms")
    ? "terms"
    : "privacy";
  return {
    kind,
    shopName: context.shop.name,
    html: renderMarkdown(policyMarkdown(kind, context.shop, pageLocale())),
  };
}

function policyTitle(kind: PolicyKind): string {
  return kind === "terms" ? m.svc_policy_terms() : m.svc_policy_privacy();
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const title = policyTitle(data.kind);
  return pageMeta(matches, {
    title: `${title} | ${data.shopName}`,
    description: m.svc_policy_meta_description({ title, shop: data.shopName }),
    path: data.kind === "terms" ? "/terms" : "/privacy",
  });
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { kind, html } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{policyTitle(kind)}</h1>
      <div
        className="mt-4 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
        // Rendered by the loader from Markdown with raw HTML escaped and unsafe links refused.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
