import { requestNonce } from '../../lib/request-nonce';

/** Local storage key: this browser has downloaded the brand's faces on this host, so they are in its HTTP cache. */
const CACHED_KEY = 'brand-faces-cached';

/**
 * Sets `data-faces` on <html>, which switches the font stacks from the fallbacks alone to the brand faces (globals.css)
 * and so starts their download:
 * - on a first visit, once the page's first contentful paint is reported (at `load` in a browser without paint
 *   timing). The paint's report, not two animation frames: a frame is shown a frame or two after it is drawn, and faces
 *   asked for after two frames still arrived before the paint was shown;
 * - at once, before the first layout, when an earlier page on this host downloaded the faces (a flag in local storage,
 *   set when a face finished loading): they come from the browser's cache, and the page does not flash from the
 *   fallbacks to the faces on every visit.
 * In the head, as a script of its own rather than an effect: an effect runs only once the framework's scripts have
 * loaded and hydrated the page, seconds later on a slow network. The fallback faces' family names carry "Fallback"
 * (fallback-faces.ts); those load from the system, not the network.
 */
const FACES_SCRIPT = `(function () {
  var key = '${CACHED_KEY}';
  var faces = function () { document.documentElement.setAttribute('data-faces', ''); };
  try { if (localStorage.getItem(key)) return faces(); } catch (error) {}
  if (document.fonts) document.fonts.addEventListener('loadingdone', function (event) {
    var downloaded = event.fontfaces.some(function (face) { return face.family.indexOf('Fallback') < 0; });
    try { if (downloaded) localStorage.setItem(key, '1'); } catch (error) {}
  });
  if (!window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) {
    return addEventListener('load', faces);
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    faces();
  }).observe({ type: 'paint', buffered: true });
})();`;

/** Without scripts the faces are used from the start (the download then begins at the first layout). */
const FACES_WITHOUT_SCRIPTS = 'html{--brand-font:var(--brand-font-face);--brand-heading-font:var(--brand-heading-font-face)}';

/**
 * The brand faces wait for a first visit's first paint: its first layout is drawn in their metric-matched fallbacks
 * (fallback-faces.ts), so the font files (37-48 KB each, fetched at the highest priority) do not compete with the
 * document and the hero image for the network, nor hold the first paint. Rendered in the head.
 */
export async function BrandFaces() {
  const nonce = await requestNonce();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FACES_SCRIPT }} />
      <noscript>
        <style>{FACES_WITHOUT_SCRIPTS}</style>
      </noscript>
    </>
  );
}
