import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { describe, expect, it } from 'vitest';
import { withoutFlightCssCopies } from './flight-css-copy';
import { createAfterPaintRewriter } from './scripts-after-paint';

// A stylesheet with what the build's has and the escaping must carry: `<percentage>` (@property), `>`, `&`, quotes and
// a character of three UTF-8 bytes (the breadcrumb's ›); 80 bytes, then 1,200 of padding: 1,280 bytes, 0x500.
const CSS = '@property --x{syntax:"<percentage>"}.a>b::after{content:"›";font-family:"A&B"}' + '.p{margin:0}'.repeat(100);
const STYLE = `<style data-precedence="next" data-href="/_next/static/chunks/3y.css">${CSS}</style>`;

/** A flight data script as Next.js writes one (JSON, then its HTML escaping), the same function it uses. */
const flightScript = (chunk: string) =>
  `<script nonce="n0==">self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, chunk]))})</script>`;
const ROWS_BEFORE = '6:["$","style","0",{"precedence":"next","href":"/_next/static/chunks/3y.css","children":"$7"}]\n';
const ROWS_AFTER = '8:["$","p",null,{"children":"Crème"}]\n';

/** The page's text as the rewriter reads it: latin1, one character per byte. */
const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');
const rewrite = (page: string) => utf8(withoutFlightCssCopies(latin1(page), { rows: [] }));

describe('withoutFlightCssCopies', () => {
  it("empties the flight data's copy of the inlined stylesheet and keeps the rows around it", () => {
    const page = `<head>${STYLE}</head><body>${flightScript(`${ROWS_BEFORE}7:T500,${CSS}${ROWS_AFTER}`)}</body>`;
    expect(rewrite(page)).toBe(`<head>${STYLE}</head><body>${flightScript(`${ROWS_BEFORE}7:T0,${ROWS_AFTER}`)}</body>`);
  });

  it.each([
    ['a row whose length is not the stylesheet’s bytes', `7:T4ff,${CSS}`],
    ['a row Next.js split between two scripts (this script holds its start only)', `7:T500,${CSS.slice(0, 600)}`],
    ['other text that merely contains the stylesheet', `8:"${CSS}"`],
  ])('leaves %s as it is', (_, rows) => {
    const page = `${STYLE}${flightScript(rows)}`;
    expect(rewrite(page)).toBe(page);
  });

  it.each([
    ['a style element without data-href (the fallback faces)', `<style>${CSS}</style>`],
    ['a stylesheet under 1 KB', `<style data-precedence="next" data-href="/s.css">${CSS.slice(0, 1000)}</style>`],
  ])('takes no copy out for %s', (_, style) => {
    const css = style.slice(style.indexOf('>') + 1, style.lastIndexOf('<'));
    const length = Buffer.byteLength(css).toString(16);
    const page = `${style}${flightScript(`7:T${length},${css}`)}`;
    expect(rewrite(page)).toBe(page);
  });

  it('finds the copy in a later part of the same page, and leaves another page alone', () => {
    const state = { rows: [] };
    const script = latin1(flightScript(`7:T500,${CSS}`));
    expect(withoutFlightCssCopies(latin1(`<head>${STYLE}</head>`), state)).toBe(latin1(`<head>${STYLE}</head>`));
    expect(utf8(withoutFlightCssCopies(script, state))).toBe(flightScript('7:T0,'));
    expect(withoutFlightCssCopies(script, { rows: [] })).toBe(script);
  });
});

describe('createAfterPaintRewriter with an inlined stylesheet', () => {
  const page =
    `<html><head>${STYLE}<script src="/_next/static/chunks/1d.js" async="" nonce="n0=="></script></head>` +
    `<body>Crème brûlée${flightScript(`${ROWS_BEFORE}7:T500,${CSS}${ROWS_AFTER}`)}</body></html>`;
  const rewritten = (parts: string[]) => {
    const rewriter = createAfterPaintRewriter();
    return Buffer.concat([...parts.map((part) => rewriter.push(part)), rewriter.end()]).toString('utf8');
  };
  const whole = rewritten([page]);

  it('empties the copy and queues the script of a page written at once', () => {
    expect(whole).toContain(STYLE);
    expect(whole).toContain(flightScript(`${ROWS_BEFORE}7:T0,${ROWS_AFTER}`));
    expect(whole).toContain('self.__nextAfterPaint("/_next/static/chunks/1d.js")');
  });

  it('writes the same page when it is cut between two writes at any place, the stylesheet included', () => {
    for (let cut = 1; cut < page.length; cut += 7) {
      expect(rewritten([page.slice(0, cut), page.slice(cut)]), `cut at ${cut}`).toBe(whole);
    }
  });
});
