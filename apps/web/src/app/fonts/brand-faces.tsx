import { AFTER_LARGEST_IMAGE } from '../../lib/after-largest-image';
import { requestNonce } from '../../lib/request-nonce';

/** Local storage key: this browser has downloaded the brand's faces on this host, so they are in its HTTP cache. */
const CACHED_KEY = 'brand-faces-cached';

/**
 * Sets `data-faces` on <html>, which switches the font stacks from the fallbacks alone to the brand faces (globals.css):
 * - on a first visit, once the page's first contentful paint is reported and its largest image has arrived and been
 *   drawn (a second at most: lib/after-largest-image.ts; at `load` in a browser without paint timing), the faces are
 *   downloaded (`document.fonts.load` of each stack's face), and the attribute is set when they have arrived: the
 *   page is laid out again once, in the faces. Setting it first made two layouts of the whole page, one to start the
 *   downloads and one when they landed (each 90-160 ms of a phone's main thread on the product page). The
 *   paint's report, not two animation frames: a frame is shown a frame or two after it is drawn, and faces asked for
 *   after two frames still arrived before the paint was shown;
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
  var loadThenSwitch = function () {
    if (!document.fonts || !document.fonts.load) return faces();
    var style = getComputedStyle(document.documentElement);
    // The stack's first family, the face: the fallbacks' local() rules for fonts this system lacks fail at once.
    var stacks = ['--brand-font-face', '--brand-heading-font-face'].map(function (name) {
      return document.fonts.load('1em ' + style.getPropertyValue(name).split(',')[0]);
    });
    Promise.all(stacks).then(faces, faces);
  };
  if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) {
    return addEventListener('load', loadThenSwitch);
  }
  var afterLargestImage = ${AFTER_LARGEST_IMAGE};
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLargestImage(loadThenSwitch);
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
