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

/** The page's clock, moved only by adding a script: each `appendChild` of one costs ADD_MS. */
const ADD_MS = 12;
let clock = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    clock += ADD_MS;
    return append(node);
  });
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  Object.defineProperty(document, 'currentScript', { value: { nonce: 'n0==' }, configurable: true });
  new Function(LOADER)();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the scripts-after-paint loader in the browser', () => {
  it('adds nothing before the first paint', () => {
    ['/_next/static/a.js', '/_next/static/b.js'].forEach(queue);
    vi.advanceTimersByTime(500);
    expect(added()).toEqual([]);
  });

  it('adds the queued scripts after the paint, in tasks of at most 30 ms, in order, async and with the nonce', () => {
    const scripts = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `/_next/static/${name}.js`);
    scripts.forEach(queue);
    paint();
    const counts: number[] = [];
    for (let task = 0; task < 7; task++) {
      vi.advanceTimersToNextTimer();
      counts.push(added().length);
    }
    // Two animation frames, the task after them, then three scripts a task (12 ms each: the third ends past 30 ms);
    // the one-second cap adds nothing more.
    expect(counts).toEqual([0, 0, 3, 6, 6, 6, 6]);
    expect(added().map((script) => [script.getAttribute('src'), script.async, script.nonce])).toEqual(
      scripts.map((src) => [src, true, 'n0==']),
    );
  });

  it("with the browser's task scheduler, asks for each next task at its user-blocking priority", () => {
    const tasks: Array<{ run: () => void; priority: string | undefined }> = [];
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void, options?: { priority?: string }) => tasks.push({ run, priority: options?.priority }),
    });
    new Function(LOADER)();
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].forEach((name) => queue(`/_next/static/${name}.js`));
    paint();
    vi.runAllTimers();
    const counts = [added().length];
    const priorities: Array<string | undefined> = [];
    for (let task = tasks.shift(); task !== undefined; task = tasks.shift()) {
      task.run();
      priorities.push(task.priority);
      counts.push(added().length);
    }
    expect(counts).toEqual([3, 6, 7]);
    expect(priorities).toEqual(['user-blocking', 'user-blocking']);
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
