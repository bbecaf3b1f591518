import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';
import { createAfterPaintRewriter, scriptsAfterPaint, scriptsAfterPaintOf } from './scripts-after-paint';

const queued = (src: string) => `<script nonce="n0==">self.__nextAfterPaint("${src}")</script>`;
const LOADER_START = '<script nonce="n0==">(function(){var q=[],n=document.currentScript.nonce;';

describe('scriptsAfterPaint', () => {
  it.each([
    [
      'a head chunk, async before the nonce',
      '<script src="/_next/static/chunks/1d.js" async="" nonce="n0=="></script>',
      queued('/_next/static/chunks/1d.js'),
    ],
    [
      'the bootstrap script, async last',
      '<script src="/_next/static/chunks/31.js" nonce="n0==" async=""></script>',
      queued('/_next/static/chunks/31.js'),
    ],
    [
      'the legacy-browser script stays as it is',
      '<script src="/_next/static/chunks/p.js" noModule="" nonce="n0=="></script>',
      '<script src="/_next/static/chunks/p.js" noModule="" nonce="n0=="></script>',
    ],
    [
      'a script of another origin stays async',
      '<script src="https://pay.example/sdk.js" async=""></script>',
      '<script src="https://pay.example/sdk.js" async=""></script>',
    ],
    [
      'an inline payload script is untouched, even quoting a tag',
      '<script nonce="n0==">self.__next_f.push([1,"<p async>async</p>"])</script>',
      '<script nonce="n0==">self.__next_f.push([1,"<p async>async</p>"])</script>',
    ],
    [
      "an address's query keeps its & (decoded from the attribute) and a < cannot end the script",
      '<script src="/_next/static/chunks/1d.js?v=1&amp;dpl=x<" async="" nonce="n0=="></script>',
      '<script nonce="n0==">self.__nextAfterPaint("/_next/static/chunks/1d.js?v=1&dpl=x\\u003c")</script>',
    ],
    [
      "the framework's preload of a chunk is dropped: the loader fetches it after the paint",
      '<link rel="preload" as="script" fetchPriority="low" nonce="n0==" href="/_next/static/chunks/1d.js"/>',
      '',
    ],
    [
      'the preload of the largest image stays',
      '<link rel="preload" as="image" fetchPriority="high" href="/media/mattress/main.webp?w=640"/>',
      '<link rel="preload" as="image" fetchPriority="high" href="/media/mattress/main.webp?w=640"/>',
    ],
    [
      'a preload of a script of another origin stays',
      '<link rel="preload" as="script" href="https://pay.example/sdk.js"/>',
      '<link rel="preload" as="script" href="https://pay.example/sdk.js"/>',
    ],
    [
      'the canonical link stays',
      '<link rel="canonical" href="https://nestwood.example/_next/static/x"/>',
      '<link rel="canonical" href="https://nestwood.example/_next/static/x"/>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(scriptsAfterPaint(html, { loaderWritten: true })).toBe(expected);
  });

  it('writes the loader once, before the first queued script, with its nonce', () => {
    const state = { loaderWritten: false };
    const html =
      '<script src="/_next/static/a.js" async="" nonce="n0=="></script><script src="/_next/static/b.js" async="" nonce="n0=="></script>';
    const out = scriptsAfterPaint(html, state);
    expect(out.startsWith(LOADER_START)).toBe(true);
    expect(out.split('document.currentScript.nonce')).toHaveLength(2);
    expect(out.endsWith(queued('/_next/static/a.js') + queued('/_next/static/b.js'))).toBe(true);
    expect(state.loaderWritten).toBe(true);
    expect(scriptsAfterPaint(html, state)).toBe(queued('/_next/static/a.js') + queued('/_next/static/b.js'));
  });
});

describe('createAfterPaintRewriter', () => {
  const page =
    '<html><head><script src="/_next/static/chunks/1d.js" async="" nonce="n0=="></script></head>' +
    '<body>Crème brûlée<script nonce="n0==">self.__next_f.push([1,"x"])</script></body></html>';
  /** The page written in these parts, as the browser reads it (UTF-8). */
  const rewritten = (parts: (string | Uint8Array)[]) => {
    const rewriter = createAfterPaintRewriter();
    return Buffer.concat([...parts.map((part) => rewriter.push(part)), rewriter.end()]).toString('utf8');
  };
  const whole = rewritten([page]);

  it('queues the script of a page written at once, and keeps its text as it was', () => {
    expect(whole).toContain(queued('/_next/static/chunks/1d.js'));
    expect(whole).not.toContain('async=""');
    expect(whole).toContain('<body>Crème brûlée<script nonce="n0==">self.__next_f.push([1,"x"])</script></body></html>');
  });

  it('writes the same page when it is cut between two writes at any place', () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(rewritten([page.slice(0, cut), page.slice(cut)]), `cut at ${cut}`).toBe(whole);
    }
  });

  it('passes a character cut between two buffers on whole', () => {
    const bytes = Buffer.from(page);
    const inside = bytes.indexOf(Buffer.from('è')) + 1; // between the two bytes of è
    expect(rewritten([bytes.subarray(0, inside), new Uint8Array(bytes.subarray(inside))])).toBe(whole);
  });
});

describe('scriptsAfterPaintOf behind compression, as src/server/main.ts serves', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
    const compress = compressAnswers();
    server = createServer((req, res) =>
      compress(req, res, () => {
        scriptsAfterPaintOf(res);
        handler(req, res);
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('sends a streamed page in Brotli with its framework script queued', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write(new TextEncoder().encode('<head><script src="/_next/static/chunks/1d.js" as'));
      res.write('ync="" nonce="n0=="></script></head>');
      res.end('<body>ok</body>');
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const text = await response.text(); // fetch undoes the Brotli
    expect(text.startsWith(`<head>${LOADER_START}`)).toBe(true);
    expect(text.endsWith(`${queued('/_next/static/chunks/1d.js')}</head><body>ok</body>`)).toBe(true);
  });

  it('still streams: the rewritten shell reaches the browser before the rest of the page is written', async () => {
    let releaseRest: () => void = () => undefined;
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write('<head><script src="/_next/static/chunks/1d.js" async="" nonce="n0=="></script></head><body>shell');
      (res as ServerResponse & { flush(): void }).flush();
      new Promise<void>((resolve) => (releaseRest = resolve)).then(
        () => res.end('<p>rest</p></body>'),
        () => undefined,
      );
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    // The rest is written only once the shell has arrived: without the flush this would wait forever.
    while (!text.endsWith('shell')) text += (await reader.read()).value ?? '';
    expect(text.startsWith(`<head>${LOADER_START}`)).toBe(true);
    expect(text).toContain(queued('/_next/static/chunks/1d.js'));
    releaseRest();
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    expect(text.endsWith('shell<p>rest</p></body>')).toBe(true);
  });

  it("calls a write's and an end's callback, and reads a latin1 string in order with the bytes", async () => {
    const called: string[] = [];
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(Buffer.from('<p>caf'), () => called.push('write'));
      res.write('\u00e9</p>', 'latin1');
      res.end('<p>ok</p>', () => called.push('end'));
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1')).toBe('<p>caf\u00e9</p><p>ok</p>');
    expect(called).toEqual(['write', 'end']);
  });

  it('drops a Content-Length not yet sent, which the rewrite makes false', async () => {
    const body = '<script src="/_next/static/chunks/1d.js" async="" nonce="n0=="></script>';
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(await response.text()).toContain(queued('/_next/static/chunks/1d.js'));
    expect(response.headers.get('content-length')).toBe(null);
  });

  it('leaves a page whose length has already gone out as it is', async () => {
    const body = '<script src="/_next/static/chunks/1d.js" async="" nonce="n0=="></script>';
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(await response.text()).toBe(body);
  });

  it('passes a script file through unchanged', async () => {
    const chunk = 'globalThis.x = "<script src=\\"/_next/static/a.js\\" async=\\"\\"></script>";'.repeat(200);
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/javascript');
      res.end(chunk);
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(chunk);
  });
});
