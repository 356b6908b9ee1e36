import MarkdownIt from "markdown-it";

/**
 * The owner's policy texts are Markdown typed into the admin; the page shows them as HTML. Raw
 * HTML in the text is shown as text (`html: false`), and markdown-it refuses links to
 * `javascript:`, `vbscript:`, `file:` and `data:` addresses, so nothing typed there runs in a
 * customer's browser. Rendered on the server, so the library never ships to the storefront.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
