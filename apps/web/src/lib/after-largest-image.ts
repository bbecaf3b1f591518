/** How long after it is asked the page waits at most for its largest image before what comes after it. */
export const LARGEST_IMAGE_WAIT_MS = 1000;

/**
 * The source of a browser function `(then) => void` for the inline scripts of the page's head: it calls `then` once
 * (in a task of its own) when every image the page asks for first (`img[fetchpriority=high]`: the hero, the product's
 * photo, the first listing cards) has arrived or failed and the browser has drawn a frame after it (two animation
 * frames: the largest paint is that frame), or LARGEST_IMAGE_WAIT_MS after it was called, whichever is first. The
 * framework's scripts and the brand faces wait for it after the first paint: asked for while the largest image was
 * still on its way, or arrived but not yet drawn, they shared the network with it, and Lighthouse's simulation, which
 * charges every request that ended before the observed largest paint to it, put their download in front of the image
 * (a product page's LCP 1.7-2.8 s against 0.9-1.1 s, with a 7 KB photo). Plain ES5 for any browser.
 */
export const AFTER_LARGEST_IMAGE =
  'function(then){var done=false;function once(){if(!done){done=true;setTimeout(then)}}' +
  'function drawn(){requestAnimationFrame(function(){requestAnimationFrame(once)})}' +
  'var l=[].filter.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete}),w=l.length;' +
  `setTimeout(once,${LARGEST_IMAGE_WAIT_MS});if(!w)return drawn();` +
  'l.forEach(function(i){function d(){--w||drawn()}i.addEventListener("load",d);i.addEventListener("error",d)})}';
