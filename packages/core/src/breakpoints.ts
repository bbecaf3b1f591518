// Zod-free and import-free: the storefront's client islands read these widths.

/** A request is mobile for the experiment flags when the window is narrower than this (767 px and less). */
export const DY_MOBILE_MAX_WIDTH = 768;

/** The small-screen helper's phone width: 575 px wide and less is a small screen. */
export const SMALL_SCREEN_MAX_WIDTH = 575;

/** The media query of a small screen, for matchMedia: '(max-width: 575px)'. */
export const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`;

/** Desktop is 1025 px wide and above. */
export const DESKTOP_MIN_WIDTH = 1025;

/** True when a window this many CSS pixels wide is a small screen (575 or less). */
export function isSmallScreenWidth(width: number): boolean {
  return width <= SMALL_SCREEN_MAX_WIDTH;
}
