import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/*
 * Next.js writes its own scripts (`/_next/static/...`) as `async` tags: each runs the moment it arrives. On a phone they
 * arrive while the page is still being parsed and laid out, and the first paint waited for them to be parsed and run
 * (in Lighthouse, every script that ran before the largest paint is charged to it). `defer` was not enough: the
 * browser runs deferred scripts right after the parser, before its first frame.
 *
 * So each such tag becomes a preload (with the nonce: under 'strict-dynamic' a preload needs one too), so the file is
 * fetched as early and at the same low priority as before, and a call that queues it; one small loader, written before
 * the first, adds the queued scripts once the page is parsed and one frame has been painted.
 * Order is as free as it was with `async`: Turbopack's chunks queue themselves on a global array that its runtime reads
 * whenever it runs. The inline `self.__next_f.push` payload scripts are untouched, so hydration finds the same data.
 * Scripts inherit the loader's nonce; the page's CSP has 'strict-dynamic', so what a nonced script adds may run.
 */
const FRAMEWORK_SCRIPT = /<script\b([^>]*)><\/script>/g;
const SRC = /\bsrc="(\/_next\/static\/[^"]*)"/;
const NONCE = /\bnonce="([^"]*)"/;

const LOADER =
  '(function(){var q=[],n=document.currentScript.nonce;' +
  'function add(s){var e=document.createElement("script");e.src=s;e.async=true;e.nonce=n;document.head.appendChild(e)}' +
  'self.__nextAfterPaint=function(s){q?q.push(s):add(s)};' +
  'function go(){requestAnimationFrame(function(){setTimeout(function(){var l=q;q=null;l.forEach(add)})})}' +
  'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go):go()})()';

/** The state of one page's rewrite: whether its loader has been written. */
export interface AfterPaintState {
  loaderWritten: boolean;
}

/** A page's (or a part's) framework script tags as a preload and a queued call each, the loader before the first. */
export function scriptsAfterPaint(html: string, state: AfterPaintState): string {
  return html.replace(FRAMEWORK_SCRIPT, (tag, attributes: string) => {
    const src = SRC.exec(attributes)?.[1];
    if (src === undefined || !/\basync\b/.test(attributes) || /\bnomodule\b/i.test(attributes)) return tag;
    const nonce = NONCE.exec(attributes);
    const nonceAttribute = nonce ? ` nonce="${nonce[1]}"` : '';
    const loader = state.loaderWritten ? '' : `<script${nonceAttribute}>${LOADER}</script>`;
    state.loaderWritten = true;
    const preload = `<link rel="preload" as="script" fetchpriority="low"${nonceAttribute} href="${src}"/>`;
    return `${loader}${preload}<script${nonceAttribute}>self.__nextAfterPaint("${src}")</script>`;
  });
}

/** Where a streamed part must be cut so no tag, and no script element, is split: the start of the unfinished one. */
function safeCut(text: string): number {
  const open = text.lastIndexOf('<');
  let cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
  const script = text.lastIndexOf('<script');
  if (script !== -1 && text.indexOf('</script>', script) === -1) cut = Math.min(cut, script);
  return cut;
}

/**
 * A streamed page rewritten part by part: an unfinished tag or script element is held back until its end arrives, and a
 * character cut between two buffers is decoded whole (StringDecoder).
 */
export function createAfterPaintRewriter(): { push: (chunk: string | Uint8Array) => string; end: () => string } {
  const decoder = new StringDecoder('utf8');
  const state: AfterPaintState = { loaderWritten: false };
  let held = '';
  return {
    push: (chunk) => {
      const text =
        held + (typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      const cut = safeCut(text);
      held = text.slice(cut);
      return scriptsAfterPaint(text.slice(0, cut), state);
    },
    end: () => {
      const rest = scriptsAfterPaint(held + decoder.end(), state);
      held = '';
      return rest;
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
  const write = res.write.bind(res) as (chunk: string) => boolean;
  const end = res.end.bind(res) as (chunk?: string) => ServerResponse;
  let rewriter: ReturnType<typeof createAfterPaintRewriter> | null | undefined;
  const rewriting = () => {
    if (rewriter !== undefined) return rewriter;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    const lengthSent = res.headersSent && res.getHeader('content-length') !== undefined;
    rewriter = html && !lengthSent ? createAfterPaintRewriter() : null;
    if (rewriter && !res.headersSent) res.removeHeader('content-length');
    return rewriter;
  };
  const isText = (chunk: unknown): chunk is string | Uint8Array => typeof chunk === 'string' || chunk instanceof Uint8Array;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const active = rewriting();
    if (active === null || !isText(chunk)) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    const ok = write(active.push(chunk));
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return ok;
  }) as Write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const active = rewriting();
    if (active === null) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    end((isText(chunk) ? active.push(chunk) : '') + active.end());
    ([chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return res;
  }) as End;
}
