import { Marked } from 'marked';

/**
 * Markdown to HTML on the server only (no client JavaScript). Content files are the repository's own, but raw HTML in
 * them is still escaped rather than passed through, so copy can never inject markup or script into a page.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Renders a Markdown body (GitHub flavour: tables, lists, links) to HTML. */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

/** The visible words of rendered HTML, for search and descriptions: tags dropped, entities of the escaper undone. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
