import { AFTER_LARGEST_IMAGE } from '../../lib/after-largest-image';
import type { BrandFontStacks } from '../../lib/brand/theme';
import { requestNonce } from '../../lib/request-nonce';

/** Local storage key: this browser has downloaded the brand's faces on this host, so they are in its HTTP cache. */
const CACHED_KEY = 'brand-faces-cached';

/**
 * Sets `data-faces` on <html>, which switches the font stacks from the fallbacks alone to the brand faces (globals.css).
 * The rule is that of `font-display: optional`: a page is laid out in the faces only when they are at hand before its
 * first layout, so no page the shopper is reading is laid out again, or moves, when a font file lands.
 * - A first visit's page stays in the metric-matched fallbacks (fallback-faces.ts). Once its first contentful paint is
 *   reported and its largest image has arrived and been drawn (a second at most: lib/after-largest-image.ts; at `load`
 *   in a browser without paint timing), the faces are downloaded (`document.fonts.load` of each stack's face) into the
 *   HTTP cache, without using them. Switching to them on that page laid the whole page out again (style and layout,
 *   114-161 ms of main thread at Lighthouse's 4× CPU on the product page, while the shopper starts to read) and moved
 *   text whose width the fallback matches only on average (a heading rewrapping at 360-390 px).
 * - The next page uses them from its first layout: another path shown in this document (the Navigation API's
 *   `navigate` event, which Next.js's history update fires while the new page is committed, before it is painted) once
 *   the download has finished, and any later document of this host at once (a flag in local storage, set when a face
 *   finished loading): they come from the browser's cache.
 * In the head, as a script of its own rather than an effect: an effect runs only once the framework's scripts have
 * loaded and hydrated the page, seconds later on a slow network. The fallback faces' family names carry "Fallback"
 * (fallback-faces.ts); those load from the system, not the network.
 */
const facesScript = (families: string) => `(function () {
  var key = '${CACHED_KEY}';
  var switchToFaces = function () { document.documentElement.setAttribute('data-faces', ''); };
  try { if (localStorage.getItem(key)) return switchToFaces(); } catch (error) {}
  if (!document.fonts || !document.fonts.load) return addEventListener('load', switchToFaces);
  document.fonts.addEventListener('loadingdone', function (event) {
    var brandFace = event.fontfaces.some(function (face) { return face.family.indexOf('Fallback') < 0; });
    try { if (brandFace) localStorage.setItem(key, '1'); } catch (error) {}
  });
  var downloaded = false;
  // Another page of this document (not a change of this page's query, nor a document being left).
  if (window.navigation) navigation.addEventListener('navigate', function (event) {
    var to = event.destination;
    if (downloaded && to.sameDocument && new URL(to.url).pathname !== location.pathname) switchToFaces();
  });
  // One face per task: asking for a face starts its fetch at once (up to 40 ms of main thread at 4× CPU, traced).
  var download = function () {
    var loads = ${families}.map(function (family, index) {
      return new Promise(function (resolve) { setTimeout(resolve, index); }).then(function () {
        return document.fonts.load('1em ' + family);
      });
    });
    Promise.all(loads).then(function () { downloaded = true; }, function () {});
  };
  if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) {
    return addEventListener('load', download);
  }
  var afterLargestImage = ${AFTER_LARGEST_IMAGE};
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLargestImage(download);
  }).observe({ type: 'paint', buffered: true });
})();`;

/**
 * The faces to download, as a JavaScript array in a script element: each stack's first family (the face: the
 * fallbacks' local() rules for fonts this system lacks fail at once), once each. Written by the server rather than read
 * with getComputedStyle in the browser, which made the browser bring the page's style up to date in that task.
 */
export function faceFamilies(stacks: BrandFontStacks): string {
  const faces = [...new Set([stacks.body.face, stacks.heading.face].map((stack) => (stack.split(',')[0] ?? stack).trim()))];
  return JSON.stringify(faces).replaceAll('<', '\\u003c');
}

/** Without scripts the faces are used from the start (the download then begins at the first layout). */
const FACES_WITHOUT_SCRIPTS = 'html{--brand-font:var(--brand-font-face);--brand-heading-font:var(--brand-heading-font-face)}';

/**
 * The brand faces wait for a first visit's first paint and are used from the next page on: the first page is drawn
 * in their metric-matched fallbacks (fallback-faces.ts), so the font files (37-48 KB each, fetched at the highest
 * priority) do not compete with the document and the hero image for the network, nor hold the first paint, nor lay
 * the page out again when they land. Rendered in the head.
 */
export async function BrandFaces({ stacks }: { stacks: BrandFontStacks }) {
  const nonce = await requestNonce();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: facesScript(faceFamilies(stacks)) }} />
      <noscript>
        <style>{FACES_WITHOUT_SCRIPTS}</style>
      </noscript>
    </>
  );
}
