/** A smooth scroll lasts 1100 ms. */
export const SMOOTH_SCROLL_MS = 1100;
/** A page opened (or a link followed) with a #hash scrolls to its target after 600 ms, once lazy sections had time to render. */
export const HASH_SCROLL_DELAY_MS = 600;
/** The hash scroll stops 50 px above its target, so the sticky header does not cover the heading. */
export const HASH_SCROLL_OFFSET = -50;

/** Ease in and out (cubic): slow start, fast middle, slow end; 0 at 0 and 1 at 1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where a smooth scroll from `from` to `to` is after `elapsed` ms of `duration` (whole pixels; the target once over). */
export function smoothScrollPosition(from: number, to: number, elapsed: number, duration = SMOOTH_SCROLL_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * easeInOutCubic(elapsed / duration));
}

/**
 * The page offset a hash scroll goes to: the target's top in the page (its viewport top plus the current scroll),
 * plus the offset, never above the top of the page.
 */
export function hashScrollTop(targetViewportTop: number, scrollY: number, offset = HASH_SCROLL_OFFSET): number {
  return Math.max(0, Math.round(targetViewportTop + scrollY + offset));
}

/** The element id a location hash names (`#reviews` -> `reviews`, decoded); null for none or an empty one. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
