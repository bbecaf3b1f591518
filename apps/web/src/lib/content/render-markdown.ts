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
    // `## Contact us {#contact}` gives the heading an anchor (/p/support#contact); only [a-z0-9-] is taken as an id.
    heading({ tokens, depth }) {
      const last = tokens.at(-1);
      const anchor = last?.type === 'text' ? HEADING_ID.exec(last.raw) : null;
      if (!last || !anchor) return false;
      const rest = [
        ...tokens.slice(0, -1),
        { ...last, raw: last.raw.slice(0, anchor.index), text: last.raw.slice(0, anchor.index) },
      ];
      return `<h${depth} id="${anchor[1]}">${this.parser.parseInline(rest).trimEnd()}</h${depth}>\n`;
    },
  },
});

const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

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
