import { describe, expect, it } from 'vitest';
import { smoothScrollTo, smoothScrollToElement, type ScrollWindow } from './smooth-scroll';

/** A window whose frames are run by the test at chosen times. */
function fakeWindow(scrollY: number, reducedMotion = false) {
  const frames = new Map<number, (now: number) => void>();
  let next = 1;
  const positions: number[] = [];
  const win: ScrollWindow = {
    scrollY,
    scrollTo: (_x, y) => {
      positions.push(y);
      win.scrollY = y;
    },
    requestAnimationFrame: (cb) => {
      frames.set(next, cb);
      return next++;
    },
    cancelAnimationFrame: (h) => void frames.delete(h),
    matchMedia: () => ({ matches: reducedMotion }),
  };
  const frameAt = (now: number) => {
    const pending = [...frames.entries()];
    frames.clear();
    for (const [, cb] of pending) cb(now);
  };
  return { win, positions, frameAt, pendingFrames: () => frames.size };
}

describe('smooth scroll: 1100 ms, eased, frame by frame', () => {
  it('goes from 0 to 1000: half way at 550 ms, there at 1100 ms, then stops asking for frames', () => {
    const { win, positions, frameAt, pendingFrames } = fakeWindow(0);
    smoothScrollTo(1000, win);
    frameAt(5000);
    frameAt(5550);
    frameAt(6100);
    expect(positions).toEqual([0, 500, 1000]);
    expect(pendingFrames()).toBe(0);
  });

  it('a new scroll replaces one still running', () => {
    const { win, positions, frameAt } = fakeWindow(0);
    smoothScrollTo(1000, win);
    frameAt(0);
    frameAt(550);
    smoothScrollTo(100, win);
    frameAt(1000);
    frameAt(2100);
    expect(positions).toEqual([0, 500, 500, 100]);
  });

  it('with reduced motion asked for, the page jumps at once', () => {
    const { win, positions, pendingFrames } = fakeWindow(0, true);
    smoothScrollTo(1000, win);
    expect(positions).toEqual([1000]);
    expect(pendingFrames()).toBe(0);
  });

  it('an element is brought 50 px below the top (the hash-scroll offset)', () => {
    const { win, positions, frameAt } = fakeWindow(300, true);
    smoothScrollToElement({ getBoundingClientRect: () => ({ top: 500 }) } as Element, win);
    frameAt(0);
    expect(positions).toEqual([750]);
  });
});
