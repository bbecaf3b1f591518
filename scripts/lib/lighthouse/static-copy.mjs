// The static copy a page is compared with: the HTML the storefront served (its CSS is inlined in <style> tags by the
// build, and any stylesheet link stays) with every <script> removed and no preload of a script, in the HTML or in the
// `Link` header (whose image and font preloads stay), served gzipped like the storefront's by a tiny static server on its
// own port. Fonts, images and stylesheets the copy refers to are fetched from the storefront (as it encodes them) when the
// copy is saved and then answered from memory, so the copy costs what the page's HTML and CSS cost without JavaScript.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { request } from './session.mjs';

const isScriptPreload = (text) =>
  /\brel="?modulepreload"?/i.test(text) || (/\brel="?preload"?/i.test(text) && /\bas="?script"?/i.test(text));

/** The served HTML without scripts: <script> elements, `<link rel="preload" as="script">` and `<link rel="modulepreload">`. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (link) => (isScriptPreload(link) ? '' : link));
}

/** A `Link` header without its script preloads (undefined when nothing is left). */
export function linkWithoutScripts(link) {
  const kept = (link ?? '')
    .split(/,\s*(?=<)/)
    .filter((entry) => entry && !isScriptPreload(entry))
    .join(', ');
  return kept || undefined;
}

/**
 * The same-origin files a copy loads (src and srcset of images, href of <link> tags, the Link header, CSS url()), fetched
 * when it is saved; not the href of <a>, which are other pages.
 */
export function referencedPaths(html, link) {
  const found = new Set();
  const add = (url) => {
    if (url.startsWith('/') && !url.startsWith('//')) found.add(url.replaceAll('&amp;', '&'));
  };
  for (const [tag] of html.matchAll(/<(?:img|source|link)\b[^>]*>/gi)) {
    for (const [, url] of tag.matchAll(/\b(?:src|href)="([^"]+)"/gi)) add(url);
    for (const [, set] of tag.matchAll(/\bsrcSet="([^"]+)"/gi))
      for (const candidate of set.split(',')) add(candidate.trim().split(/\s+/)[0]);
  }
  for (const [, url] of (link ?? '').matchAll(/<([^>]+)>/g)) add(url);
  for (const [, url] of html.matchAll(/url\(([^)]+)\)/g)) add(url.replace(/^["']|["']$/g, ''));
  return [...found];
}

/** Starts the static server on port; answers { save(brand, page), close() }. Requests are told apart by Host. */
export async function startStaticCopyServer({ port, webPort }) {
  const pages = new Map(); // `${brand} ${path}` -> { gzipped HTML, Link header }
  const assets = new Map(); // `${brand} ${path}` -> { status, headers, buffer } as the storefront answered
  const fetchAsset = async (brand, path) => {
    const key = `${brand} ${path}`;
    if (!assets.has(key)) {
      const fetched = await request({ webPort, brand, path, extraHeaders: { 'accept-encoding': 'gzip' } });
      const headers = { 'content-type': fetched.headers['content-type'] ?? 'application/octet-stream' };
      if (fetched.headers['content-encoding']) headers['content-encoding'] = fetched.headers['content-encoding'];
      headers['cache-control'] = fetched.headers['cache-control'] ?? 'max-age=31536000';
      assets.set(key, { status: fetched.status, headers, buffer: fetched.buffer });
    }
    return assets.get(key);
  };
  const server = http.createServer(async (req, res) => {
    try {
      const brand = (req.headers.host ?? '').split('.localhost')[0];
      const url = new URL(req.url ?? '/', 'http://copy');
      const page = pages.get(`${brand} ${url.pathname}`);
      if (page !== undefined) {
        const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' };
        if (page.link) headers.link = page.link;
        res.writeHead(200, headers).end(page.gzipped);
        return;
      }
      const asset = await fetchAsset(brand, `${url.pathname}${url.search}`);
      res.writeHead(asset.status, asset.headers).end(asset.buffer);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    /** Saves the page as the storefront serves it now to a new visitor, without its scripts; answers the copy's byte size. */
    async save(brand, page) {
      const served = await request({ webPort, brand, path: page });
      if (served.status !== 200) throw new Error(`${brand}${page} answered ${served.status}; no static copy`);
      const copy = withoutScripts(served.text);
      const link = linkWithoutScripts(served.headers.link);
      pages.set(`${brand} ${page}`, { gzipped: gzipSync(copy), link });
      for (const path of referencedPaths(copy, link)) await fetchAsset(brand, path);
      return { htmlBytes: served.buffer.length, copyBytes: Buffer.byteLength(copy) };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
