import { SMALL_SCREEN_QUERY } from '@store/core/breakpoints';

/**
 * The small-screen helper: true while the window is 575 px wide or less, read when the answer is needed (the search
 * box, when its suggestions arrive). For what a phone must do differently, not for looks (CSS breakpoints do those).
 * A function rather than React state on purpose: state that differs from the server's render makes React render the
 * component again, synchronously, right after it hydrates, in the task TBT counts.
 */
export function isSmallScreen(win: { matchMedia(query: string): { matches: boolean } } = window): boolean {
  return win.matchMedia(SMALL_SCREEN_QUERY).matches;
}
