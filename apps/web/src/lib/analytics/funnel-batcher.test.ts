import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFunnelBatcher, type FunnelBatcher } from './funnel-batcher';

let batcher: FunnelBatcher | null = null;
afterEach(() => {
  batcher?.stop();
  vi.useRealTimers();
});

const make = (fetchFn: typeof fetch) => {
  batcher = createFunnelBatcher({
    url: 'http://api.test/dashboard/funnel-counts',
    operatorSecret: 's'.repeat(24),
    fetchFn,
    warn: () => undefined,
  });
  return batcher;
};

const DAY1 = new Date('2026-11-20T23:59:59Z');
const DAY2 = new Date('2026-11-21T00:00:00Z');

describe('funnel counts, sent in batches', () => {
  it('sums per brand, UTC day and step and sends one request with the operator secret', async () => {
    const fetchFn = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    const b = make(fetchFn as unknown as typeof fetch);
    b.add('nestwood', 'view_item', DAY1);
    b.add('nestwood', 'view_item', DAY1);
    b.add('nestwood', 'view_item', DAY2);
    b.add('plume', 'begin_checkout', DAY1);
    await b.flush();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('http://api.test/dashboard/funnel-counts');
    expect((init.headers as Record<string, string>)['x-operator-secret']).toBe('s'.repeat(24));
    expect(JSON.parse(init.body as string)).toEqual({
      counts: [
        { brand: 'nestwood', day: '2026-11-20', step: 'view_item', count: 2 },
        { brand: 'nestwood', day: '2026-11-21', step: 'view_item', count: 1 },
        { brand: 'plume', day: '2026-11-20', step: 'begin_checkout', count: 1 },
      ],
    });
    expect(b.pending()).toEqual({});
  });

  it('a failed send (API down or refusing) keeps the counts for the next one, added to the new ones', async () => {
    let answer: 'down' | 'refuse' | 'ok' = 'down';
    const fetchFn = vi.fn(async () => {
      if (answer === 'down') throw new TypeError('fetch failed');
      return new Response('{}', { status: answer === 'refuse' ? 503 : 200 });
    });
    const b = make(fetchFn as unknown as typeof fetch);
    b.add('arbor', 'add_to_cart', DAY1);
    await b.flush();
    b.add('arbor', 'add_to_cart', DAY1);
    answer = 'refuse';
    await b.flush();
    expect(b.pending()).toEqual({ 'arbor/2026-11-20/add_to_cart': 2 });
    answer = 'ok';
    await b.flush();
    expect(b.pending()).toEqual({});
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('nothing counted, nothing sent', async () => {
    const fetchFn = vi.fn(async () => new Response('{}'));
    await make(fetchFn as unknown as typeof fetch).flush();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('flushes on its own every 2 s once something was counted, never per beacon', async () => {
    vi.useFakeTimers();
    const fetchFn = vi.fn(async () => new Response('{}'));
    const b = make(fetchFn as unknown as typeof fetch);
    for (let i = 0; i < 100; i += 1) b.add('plume', 'view_item', DAY1);
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(b.pending()).toEqual({});
  });

  it('a flush while one is under way joins it (one request at a time)', async () => {
    let release: () => void = () => undefined;
    const fetchFn = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(new Response('{}')))));
    const b = make(fetchFn as unknown as typeof fetch);
    b.add('plume', 'view_item', DAY1);
    const first = b.flush();
    const second = b.flush();
    release();
    await Promise.all([first, second]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
