/**
 * The scripts a page loads up front, wherever the page names them: a `modulepreload` link in the
 * head, or the list its hydration script asks for once the page has painted (decision 27).
 */
export function scriptUrlsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
}
