import type { Locale } from "./locale";

/**
 * An ordered line keeps the English name the product had when it was ordered. A page or message
 * in Hindi names it by the product's Hindi name, when a product of that same English name has one
 * (a product renamed since keeps its ordered name, which is still what was bought). A line from
 * the rate card is named the same way by its rate card line's Hindi name: pass the rate card with
 * the products (`[...products, ...settings.rateCard]`); a free-text line stays as typed.
 */
export function namesInLanguage<Line extends { name: string }>(
  lines: readonly Line[],
  products: readonly { name: string; nameHi?: string | undefined }[],
  locale: Locale,
): Line[] {
  if (locale !== "hi") return [...lines];
  const hindi = new Map<string, string>();
  for (const product of products) if (product.nameHi) hindi.set(product.name, product.nameHi);
  return lines.map((line) => {
    const name = hindi.get(line.name);
    return name ? { ...line, name } : line;
  });
}
