import { hashScrollTop, SMOOTH_SCROLL_MS, smoothScrollPosition } from '@store/core/scroll';

/** What a smooth scroll needs of the window (the browser's, or a test's). */
export interface ScrollWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: (now: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  matchMedia(query: string): { matches: boolean };
}

let running: { win: ScrollWindow; frame: number } | null = null;

/**
 * Scrolls the page to `top` over SMOOTH_SCROLL_MS (1100 ms, eased), one frame at a time; a new scroll replaces
 * one still running. A shopper who asked the system for less motion is taken there at once.
 */
export function smoothScrollTo(top: number, win: ScrollWindow = window): void {
  if (running !== null) running.win.cancelAnimationFrame(running.frame);
  running = null;
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    win.scrollTo(0, top);
    return;
  }
  const from = win.scrollY;
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const elapsed = now - start;
    win.scrollTo(0, smoothScrollPosition(from, top, elapsed));
    if (elapsed < SMOOTH_SCROLL_MS) running = { win, frame: win.requestAnimationFrame(step) };
    else running = null;
  };
  running = { win, frame: win.requestAnimationFrame(step) };
}

/** Smoothly brings an element to just below the sticky header (hash-scroll offset, -50 px). */
export function smoothScrollToElement(element: Element, win: ScrollWindow = window): void {
  smoothScrollTo(hashScrollTop(element.getBoundingClientRect().top, win.scrollY), win);
}
