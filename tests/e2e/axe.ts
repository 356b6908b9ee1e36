import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Every accessibility problem axe-core finds on the page, whatever its impact (issue 15: zero
 * violations). Evaluated through the DevTools protocol, so the page's Content-Security-Policy does
 * not block it.
 */
export async function accessibilityProblems(
  page: Page,
  { preload = true }: { preload?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (preloadAssets) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { preload: boolean },
          ) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    return (await axe.run(document, { preload: preloadAssets })).violations as AxeViolation[];
  }, preload);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
