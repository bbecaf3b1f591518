import { requestNonce } from '../../lib/request-nonce';

/**
 * Sets `data-faces` on <html> once the page's first contentful paint is reported, which switches the font stacks from
 * the fallbacks alone to the brand faces (globals.css) and so starts their download. The paint's report, not two
 * animation frames: a frame is shown on screen a frame or two after it is drawn, and the faces asked for after two
 * frames still arrived before the paint was shown. A browser without paint timing asks for them at `load`. A script of
 * its own, at the end of the layout's shell, rather than an effect: an effect runs only once the framework's scripts
 * have loaded and hydrated the page, seconds later on a slow network.
 */
const FACES_AFTER_FIRST_PAINT = `(function () {
  var faces = function () { document.documentElement.setAttribute('data-faces', ''); };
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
 * The brand faces wait for the first paint: the first layout is drawn in their metric-matched fallbacks (fallback-faces.ts),
 * so the font files (37-48 KB each, fetched at the highest priority) do not compete with the document and the hero image
 * for the network, nor hold the first paint; the swap moves nothing.
 */
export async function BrandFaces() {
  const nonce = await requestNonce();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FACES_AFTER_FIRST_PAINT }} />
      <noscript>
        <style>{FACES_WITHOUT_SCRIPTS}</style>
      </noscript>
    </>
  );
}
