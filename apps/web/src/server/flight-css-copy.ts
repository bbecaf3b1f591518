/*
 * With `experimental.inlineCss`, Next.js 16.4 writes the page's stylesheet into the document twice: once as the
 * `<style data-precedence="next" data-href="…">` in the head, which styles the page, and again as a text row of the
 * flight data (`7:Tb075,@font-face{…}` inside a `self.__next_f.push` script), which only ever reaches React as the
 * children of that same hoisted `<style>` (vercel/next.js#98079, open; its fix, #98084, leaves the children off too).
 * On hydration React finds the server's element by its `data-href` and adopts it as it is; it never reads the copy.
 * The copy is 45 KB of a 220 KB `/faq`: the browser scans it twice (preload scanner, tokenizer) and compiles it as a
 * string literal before the first paint, on every page.
 *
 * So the rewrite of a page keeps the first copy and empties the second: the row keeps its id and becomes a text row of
 * length 0 (`7:T0,`), which the flight client reads as "". Only an exact match is touched, the whole stylesheet as the
 * document's `<style>` holds it, written as Next writes a flight chunk (JSON, then `&`, `<`, `>`, U+2028 and U+2029
 * escaped) with its length in UTF-8 bytes; a row Next split between two scripts, or a stylesheet React escaped, stays
 * as it was. Client navigations fetch flight data alone (`text/x-component`), never rewritten, so they keep the text
 * they need to add a stylesheet the document does not have.
 *
 * Text here is latin1, one character per byte, as the page rewriter reads the stream (scripts-after-paint.ts).
 */

const INLINED_STYLESHEET = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;
const FLIGHT_DATA_SCRIPT = /(<script\b[^>]*>self\.__next_f\.push\(\[1,")([^<]*)("\]\)<\/script>)/g;
/** Smaller stylesheets are not worth the search. */
const MIN_STYLESHEET_BYTES = 1024;

const HTML_UNSAFE_IN_JSON = /[&<>\u2028\u2029]/g;

/** A flight chunk's text as Next writes it inside the script: JSON-escaped, then the HTML-unsafe characters as \uXXXX. */
function asFlightScriptText(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(HTML_UNSAFE_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The stylesheets inlined so far in one page, each as the flight row's text would read it (after its id). */
export interface FlightCssState {
  rows: string[];
}

/** The flight text row (`:T<length>,<text>`, in latin1 as the stream is read) that would repeat this stylesheet. */
function flightRowOf(cssLatin1: string): string {
  const css = Buffer.from(cssLatin1, 'latin1').toString('utf8');
  const escaped = Buffer.from(asFlightScriptText(css), 'utf8').toString('latin1');
  return `:T${cssLatin1.length.toString(16)},${escaped}`;
}

/**
 * A part of a page (latin1, whole elements) with the flight data's copies of the stylesheets inlined before it emptied.
 * `state` carries the stylesheets seen across the parts of one page.
 */
export function withoutFlightCssCopies(html: string, state: FlightCssState): string {
  for (const [, attributes = '', css = ''] of html.matchAll(INLINED_STYLESHEET)) {
    if (!/\bdata-precedence="/.test(attributes) || !/\bdata-href="/.test(attributes)) continue;
    if (css.length < MIN_STYLESHEET_BYTES) continue;
    state.rows.push(flightRowOf(css));
  }
  if (state.rows.length === 0 || !html.includes('self.__next_f.push([1,"')) return html;
  return html.replace(FLIGHT_DATA_SCRIPT, (script, start: string, data: string, end: string) => {
    let kept = data;
    for (const row of state.rows) kept = kept.replaceAll(row, ':T0,');
    return kept === data ? script : `${start}${kept}${end}`;
  });
}
