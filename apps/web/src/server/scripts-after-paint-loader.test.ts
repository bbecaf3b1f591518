// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER } from './scripts-after-paint';

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** The browser's paint timing, stood in: `paint()` reports the first contentful paint to the loader's observer. */
let paint: () => void = () => {};
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: (list: PaintList) => void) {
    paint = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  }
  observe() {}
  disconnect() {}
}

const queue = (src: string) => (window as unknown as { __nextAfterPaint: (src: string) => void }).__nextAfterPaint(src);
const added = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  Object.defineProperty(document, 'currentScript', { value: { nonce: 'n0==' }, configurable: true });
  new Function(LOADER)();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the scripts-after-paint loader in the browser', () => {
  it('adds nothing before the first paint', () => {
    ['/_next/static/a.js', '/_next/static/b.js'].forEach(queue);
    vi.advanceTimersByTime(500);
    expect(added()).toEqual([]);
  });

  it('adds the queued scripts after the paint, all in one task so they download together, async and with the nonce', () => {
    const scripts = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `/_next/static/${name}.js`);
    scripts.forEach(queue);
    paint();
    const counts: number[] = [];
    for (let task = 0; task < 5; task++) {
      vi.advanceTimersToNextTimer();
      counts.push(added().length);
    }
    // Two animation frames, the task after them with every script; the one-second cap adds nothing more.
    expect(counts).toEqual([0, 0, 6, 6, 6]);
    expect(added().map((script) => [script.getAttribute('src'), script.async, script.nonce])).toEqual(
      scripts.map((src) => [src, true, 'n0==']),
    );
  });

  it('adds a script queued after they went at once, and none already on the page twice', () => {
    queue('/_next/static/a.js');
    paint();
    vi.runAllTimers();
    queue('/_next/static/late.js');
    queue('/_next/static/a.js');
    expect(added().map((script) => script.getAttribute('src'))).toEqual(['/_next/static/a.js', '/_next/static/late.js']);
  });
});
