import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locale";

/**
 * Every text a customer reads comes from the message catalogues (issue 15): these tests fail when
 * a storefront component writes English into its JSX, or when a message is missing from, or
 * empty in, one language's catalogue.
 */
const APP_DIR = path.resolve(__dirname, "..");
const MESSAGES_DIR = path.join(APP_DIR, "i18n", "messages");

/** The storefront's route modules; everything they import from app/ is storefront too. */
const STOREFRONT_ROUTES = [
  "root.tsx",
  "routes/home.tsx",
  "routes/product.tsx",
  "routes/cart.tsx",
  "routes/contact.tsx",
  "routes/our-service.tsx",
  "routes/track.tsx",
  "routes/track-order.tsx",
  "routes/track-repair.tsx",
  "routes/repair.tsx",
  "routes/policy.tsx",
  "routes/quote.tsx",
  "routes/review.tsx",
];

/** Attributes a screen reader or the browser shows to the customer. */
const TEXT_ATTRIBUTES = new Set(["aria-label", "alt", "title", "placeholder", "label"]);

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.ts")];
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  // Only the UI: domain/ holds rules and the server's own English messages.
  return found?.startsWith(APP_DIR) && !found.includes(`${path.sep}paraglide${path.sep}`)
    ? found
    : undefined;
}

function storefrontFiles(): string[] {
  const seen = new Set<string>();
  const queue = STOREFRONT_ROUTES.map((file) => path.join(APP_DIR, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    source.forEachChild((node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)
      ) {
        const next = resolveImport(file, node.moduleSpecifier.text);
        if (next) queue.push(next);
      }
    });
  }
  return [...seen].filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx")).sort();
}

const hasWords = (text: string) => /\p{L}/u.test(text);

/** A string literal that is itself what JSX shows: `{"Add"}`, `{busy ? "Adding" : "Add"}`. */
function shownLiteral(node: ts.Node): boolean {
  let current = node;
  while (
    ts.isConditionalExpression(current.parent) ||
    ts.isBinaryExpression(current.parent) ||
    ts.isParenthesizedExpression(current.parent)
  ) {
    if (ts.isConditionalExpression(current.parent) && current.parent.condition === current) {
      return false;
    }
    if (
      ts.isBinaryExpression(current.parent) &&
      current.parent.operatorToken.kind !== ts.SyntaxKind.BarBarToken &&
      current.parent.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken &&
      current.parent.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken &&
      current.parent.operatorToken.kind !== ts.SyntaxKind.PlusToken
    ) {
      return false;
    }
    current = current.parent;
  }
  if (ts.isJsxExpression(current.parent)) {
    const owner = current.parent.parent;
    return !ts.isJsxAttribute(owner) || TEXT_ATTRIBUTES.has(owner.name.getText());
  }
  return false;
}

function hardCodedTexts(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(APP_DIR, file)}:${line + 1}: ${JSON.stringify(value.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      hasWords(node.text) &&
      shownLiteral(node)
    ) {
      report(node, node.text);
    }
    if (ts.isTemplateExpression(node) && shownLiteral(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some(hasWords)) report(node, parts.join("…"));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

type Catalogue = Record<string, unknown>;

function catalogues(): Array<{ area: string; locale: string; messages: Catalogue }> {
  return fs.readdirSync(MESSAGES_DIR).flatMap((area) =>
    LOCALES.map((locale) => {
      const file = path.join(MESSAGES_DIR, area, `${locale}.json`);
      const messages = JSON.parse(fs.readFileSync(file, "utf8")) as Catalogue;
      delete messages.$schema;
      return { area, locale, messages };
    }),
  );
}

/** The `{placeholders}` a message uses, in any of its plural variants. */
function placeholders(message: unknown): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      const { match, declarations } = value as { match?: unknown; declarations?: string[] };
      if (match) collect(Object.values(match));
      for (const declaration of declarations ?? []) {
        if (declaration.startsWith("input ")) texts.push(`{${declaration.slice(6)}}`);
      }
    }
  };
  collect(message);
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))),
  ].sort();
}

describe("storefront texts", () => {
  it("finds the storefront's components by following the routes' imports", () => {
    const files = storefrontFiles().map((file) => path.relative(APP_DIR, file));
    expect(files).toContain("components/header.tsx");
    expect(files).toContain("features/catalogue/product-card.tsx");
    expect(files).not.toContain("routes/admin-products.tsx");
  });

  it("has no English written into a storefront component: every text is a catalogue message", () => {
    const texts = storefrontFiles().flatMap(hardCodedTexts);
    expect(texts, "texts to move into app/i18n/messages").toEqual([]);
  });

  it("has every message in every language, none empty, with the same placeholders", () => {
    const all = catalogues();
    for (const { area, locale, messages } of all) {
      for (const other of all.filter((c) => c.area === area && c.locale !== locale)) {
        const missing = Object.keys(other.messages).filter((key) => !(key in messages));
        expect(missing, `missing from ${area}/${locale}.json`).toEqual([]);
      }
      for (const [key, message] of Object.entries(messages)) {
        expect(
          JSON.stringify(message).replace(/"/g, "").trim(),
          `${area}/${locale} ${key}`,
        ).not.toBe("");
        const english = all.find((c) => c.area === area && c.locale === "en")!.messages[key];
        expect(placeholders(message), `${area}/${locale} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it("gives each message its area's prefix, so areas never collide", () => {
    for (const { area, messages } of catalogues()) {
      const prefix = {
        common: "common_",
        catalogue: "cat_",
        cart: "cart_",
        service: "svc_",
        tracking: "trk_",
      }[area];
      expect(prefix, `an area without a prefix: ${area}`).toBeDefined();
      expect(Object.keys(messages).filter((key) => !key.startsWith(prefix!))).toEqual([]);
    }
  });

  it("ends a Hindi sentence with a purna viram (।), not an English full stop", () => {
    // A full stop after Hindi words or after a {placeholder}; '…' and 'e.g.'-like dots are not.
    const stopped = catalogues()
      .filter(({ locale }) => locale === "hi")
      .flatMap(({ area, messages }) =>
        Object.entries(messages)
          .filter(([, message]) => /[\p{Script=Devanagari}}]\.(\s|$)/u.test(String(message)))
          .map(([key]) => `${area}/${key}`),
      );
    expect(stopped).toEqual([]);
  });
});
