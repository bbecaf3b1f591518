import type { ServerResponse } from 'node:http';
import { AFTER_LARGEST_IMAGE } from '../lib/after-largest-image';
import { withoutFlightCssCopies, type FlightCssState } from './flight-css-copy';

/*
 * Next.js writes its own scripts (`/_next/static/...`) as `async` tags in the head, and some as `<link rel="preload">`:
 * they are fetched while the document is parsed and each runs the moment it arrives. On a fast link they arrive and run
 * before the first frame, and a measure of the first paint (Lighthouse's simulation charges every request that ended
 * before the observed paint, and every script that started running before it) puts the framework's download and its
 * start-up on a slow phone in front of the page's text. `defer` was not enough: deferred scripts run right after the
 * parser, before the first frame, and back to back as one long task.
 *
 * So each such tag becomes a call that queues its address, and its preload link is dropped; one small loader, written
 * before the first call, adds the queued scripts (async, with its nonce) once the browser reports the page's first
 * contentful paint and the page's largest image (an `img` the page asks for with `fetchpriority="high"`: the hero, the
 * product's photo, the first listing cards) has arrived and been drawn, or a second after the paint if it has not: the text and that
 * image are drawn from the HTML and its inlined stylesheet alone, and the scripts then download and hydrate the page
 * (lib/after-largest-image.ts says why they wait for the image). On a slow network that was already the order (the
 * scripts arrived after the paint); what it costs is that their download starts after the paint rather than while the
 * document is parsed.
 * A browser without paint timing gets them one frame after the parse. A page in a background tab never paints: it gets
 * its scripts at `load`, and a visible page whose paint is never reported, two seconds after `load`.
 * Order is as free as it was with `async`: Turbopack's chunks queue themselves on a global array that its runtime reads
 * whenever it runs. The inline `self.__next_f.push` payload scripts are untouched, so hydration finds the same data.
 * The page's CSP has 'strict-dynamic', so what the nonced loader adds may run.
 *
 * A pattern over the text rather than an HTML tokenizer: it matches only the framework's empty script elements and
 * preload links, whose form React writes, in a stream that must be rewritten synchronously between Next's writes and
 * the compression (Next flushes at each Suspense boundary). parse5's rewriting stream took 10.2 ms to pass a 197 KB
 * product page through, this pattern 0.36 ms.
 */
const FRAMEWORK_TAG = /<script\b([^>]*)><\/script>|<link\b([^>]*)>/g;
const SCRIPT_SRC = /\bsrc="(\/_next\/static\/[^"]*)"/;
const PRELOADED_SCRIPT = /^(?=.*\brel="preload")(?=.*\bas="script")(?=.*\bhref="\/_next\/static\/)/;
const NONCE = /\bnonce="([^"]*)"/;

// The `load` fallback is registered first, so a browser whose PerformanceObserver refuses the `type` option still loads
// the scripts (through the frame after the parse); a script already on the page is not added twice.
// The queued scripts are added in tasks of at most ADD_BUDGET_MS: adding an async script starts its fetch inside
// `appendChild` (1-19 ms each at Lighthouse's 4× CPU, more under a trace), and the nine or ten of a page added at once
// were one task of 50-290 ms after the paint. The next task is asked for at the scheduler's user-blocking priority where
// there is one (else a timer), ahead of the chunks that have arrived and wait to run; a chunk that has started running
// holds it still (one per task, the last chunk of the home page was asked for up to 480 ms after the first at 4× CPU).
const ADD_BUDGET_MS = 30;

export const LOADER =
  '(function(){var q=[],n=document.currentScript.nonce;' +
  'addEventListener("load",function(){setTimeout(go,document.visibilityState==="hidden"?0:2000)});' +
  'function add(s){for(var i=0;i<document.scripts.length;i++)if(document.scripts[i].getAttribute("src")===s)return;' +
  'var e=document.createElement("script");e.src=s;e.async=true;e.nonce=n;document.head.appendChild(e)}' +
  'self.__nextAfterPaint=function(s){q?q.push(s):add(s)};' +
  'var S=self.scheduler,soon=S&&S.postTask?function(f){S.postTask(f,{priority:"user-blocking"})}:setTimeout;' +
  'function go(){if(q){var l=q;q=null;(function next(){var t=performance.now();' +
  `while(l.length&&performance.now()-t<${ADD_BUDGET_MS})add(l.shift());if(l.length)soon(next)})()}}` +
  'function frame(){addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(go)})})}' +
  `var afterLargestImage=${AFTER_LARGEST_IMAGE};` +
  'var P=self.PerformanceObserver;' +
  'try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l){l.getEntriesByName("first-contentful-paint").length&&afterLargestImage(go)})' +
  '.observe({type:"paint",buffered:true});else frame()}catch(e){frame()}})()';

/** The address as a JavaScript string inside a script element: the attribute's `&amp;` decoded, `<` escaped. */
function scriptString(src: string): string {
  return JSON.stringify(src.replaceAll('&amp;', '&')).replaceAll('<', '\\u003c');
}

/** The state of one page's rewrite: whether its loader has been written. */
export interface AfterPaintState {
  loaderWritten: boolean;
}

/** A page's (or a part's) framework script tags as queued calls, the loader before the first; their preloads dropped. */
export function scriptsAfterPaint(html: string, state: AfterPaintState): string {
  return html.replace(FRAMEWORK_TAG, (tag, scriptAttributes: string | undefined, linkAttributes: string | undefined) => {
    if (linkAttributes !== undefined) return PRELOADED_SCRIPT.test(linkAttributes) ? '' : tag;
    const attributes = scriptAttributes ?? '';
    const src = SCRIPT_SRC.exec(attributes)?.[1];
    if (src === undefined || !/\basync\b/.test(attributes) || /\bnomodule\b/i.test(attributes)) return tag;
    const nonce = NONCE.exec(attributes);
    const nonceAttribute = nonce ? ` nonce="${nonce[1]}"` : '';
    const loader = state.loaderWritten ? '' : `<script${nonceAttribute}>${LOADER}</script>`;
    state.loaderWritten = true;
    return `${loader}<script${nonceAttribute}>self.__nextAfterPaint(${scriptString(src)})</script>`;
  });
}

/**
 * Where a streamed part must be cut so no tag, and no script or style element, is split: the start of the unfinished
 * one.
 */
function safeCut(text: string): number {
  const open = text.lastIndexOf('<');
  let cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
  for (const [element, closing] of [
    ['<script', '</script>'],
    ['<style', '</style>'],
  ] as const) {
    const start = text.lastIndexOf(element);
    if (start !== -1 && text.indexOf(closing, start) === -1) cut = Math.min(cut, start);
  }
  return cut;
}

/**
 * A streamed page rewritten part by part, as bytes: its framework scripts queued for after the paint
 * (scriptsAfterPaint), and the flight data's second copy of the inlined stylesheet emptied (flight-css-copy.ts). As bytes: they are read as latin1, one character per byte, so what the
 * pattern does not touch goes out byte for byte whatever the page's encoding, and a character cut between two writes
 * needs no decoding; an unfinished tag or script element is held back until its end arrives. A string is taken in its
 * encoding (UTF-8 unless given).
 */
export function createAfterPaintRewriter(): {
  push: (chunk: string | Uint8Array, encoding?: BufferEncoding) => Buffer;
  end: () => Buffer;
} {
  const state: AfterPaintState = { loaderWritten: false };
  const css: FlightCssState = { rows: [] };
  const rewrite = (html: string) => scriptsAfterPaint(withoutFlightCssCopies(html, css), state);
  let held = '';
  return {
    push: (chunk, encoding) => {
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, encoding ?? 'utf8')
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const text = held + bytes.toString('latin1');
      const cut = safeCut(text);
      held = text.slice(cut);
      return Buffer.from(rewrite(text.slice(0, cut)), 'latin1');
    },
    end: () => {
      const rest = rewrite(held);
      held = '';
      return Buffer.from(rest, 'latin1');
    },
  };
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];

/**
 * Makes `res` rewrite an HTML answer's framework scripts as it is written (scriptsAfterPaint); other answers, and a page
 * whose length was already sent, pass unchanged. Put it between the compression (which must see the rewritten text) and
 * Next's handler.
 */
export function scriptsAfterPaintOf(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: Buffer, callback?: () => void) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer, callback?: () => void) => ServerResponse;
  let rewriter: ReturnType<typeof createAfterPaintRewriter> | null | undefined;
  const rewriting = () => {
    if (rewriter !== undefined) return rewriter;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    // A range is not the page's text from its start. (Content-Encoding cannot tell an upstream's encoding from the
    // compression's own, set when the headers go out; HTML from Next is never encoded before it reaches this.)
    const encoded = res.statusCode === 206;
    const lengthSent = res.headersSent && res.getHeader('content-length') !== undefined;
    rewriter = html && !encoded && !lengthSent ? createAfterPaintRewriter() : null;
    if (rewriter && !res.headersSent) res.removeHeader('content-length');
    return rewriter;
  };
  const isText = (chunk: unknown): chunk is string | Uint8Array => typeof chunk === 'string' || chunk instanceof Uint8Array;
  const encodingIn = (args: unknown[]) => (typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined);
  const callbackIn = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const active = rewriting();
    if (active === null || !isText(chunk)) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    return write(active.push(chunk, encodingIn(rest)), callbackIn(rest));
  }) as Write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const active = rewriting();
    if (active === null) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    const last = isText(chunk) ? active.push(chunk, encodingIn(rest)) : Buffer.alloc(0);
    end(Buffer.concat([last, active.end()]), callbackIn([chunk, ...rest]));
    return res;
  }) as End;
}
