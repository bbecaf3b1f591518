import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExposureBatcher, type ExposureBatcher } from './exposure-batcher';

let batcher: ExposureBatcher | null = null;
afterEach(() => {
  batcher?.stop();
  vi.useRealTimers();
});

const make = (fetchFn: typeof fetch) => {
  batcher = createExposureBatcher({
    url: 'http://api.test/experiments/exposures',
    operatorSecret: 's'.repeat(24),
    fetchFn,
    warn: () => undefined,
  });
  return batcher;
};

describe('exposure counts, sent in batches', () => {
  it('sums per brand, experiment and variant and sends one request with the operator secret', async () => {
    const fetchFn = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    const b = make(fetchFn as unknown as typeof fetch);
    b.add('nestwood', [{ experiment: 'premier-bundle', variant: 'premier' }]);
    b.add('nestwood', [
      { experiment: 'premier-bundle', variant: 'premier' },
      { experiment: 'keep-coupon', variant: 'control' },
    ]);
    await b.flush();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('http://api.test/experiments/exposures');
    expect((init.headers as Record<string, string>)['x-operator-secret']).toBe('s'.repeat(24));
    expect(JSON.parse(init.body as string)).toEqual({
      exposures: [
        { brand: 'nestwood', experiment: 'premier-bundle', variant: 'premier', count: 2 },
        { brand: 'nestwood', experiment: 'keep-coupon', variant: 'control', count: 1 },
      ],
    });
    expect(b.pending()).toEqual({});
  });

  it('a failed send keeps the counts for the next one', async () => {
    let down = true;
    const fetchFn = vi.fn(async () => (down ? Promise.reject(new TypeError('fetch failed')) : new Response('{}')));
    const b = make(fetchFn as unknown as typeof fetch);
    b.add('arbor', [{ experiment: 'dynamic-yield', variant: 'on' }]);
    await b.flush();
    b.add('arbor', [{ experiment: 'dynamic-yield', variant: 'on' }]);
    expect(b.pending()).toEqual({ 'arbor/dynamic-yield/on': 2 });
    down = false;
    await b.flush();
    expect(b.pending()).toEqual({});
  });

  it('flushes on its own every 2 s once something was counted, not per page request', async () => {
    vi.useFakeTimers();
    const fetchFn = vi.fn(async () => new Response('{}'));
    const b = make(fetchFn as unknown as typeof fetch);
    for (let i = 0; i < 100; i += 1) b.add('plume', [{ experiment: 'keep-coupon', variant: 'control' }]);
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
