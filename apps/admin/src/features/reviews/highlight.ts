/** A piece of a text, marked when it is one of the matches. */
export interface TextPart {
  text: string;
  hit: boolean;
}

/**
 * Splits a text around every occurrence of the matches (case-insensitive; longer matches first where they overlap), so
 * the page can mark what made the moderation rule hold a review.
 */
export function highlightParts(text: string, matches: readonly string[]): TextPart[] {
  const wanted = [...new Set(matches.filter((m) => m.length > 0))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(wanted.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');
  const parts: TextPart[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: found[0], hit: true });
    at = start + found[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}
