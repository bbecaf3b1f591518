import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountBatcher, processSingleton, type CountBatcher, type CountBatcherOptions } from './count-batcher';

let batcher: CountBatcher | null = null;
afterEach(() => batcher?.stop());

const make = (fetchFn: typeof fetch, over: Partial<CountBatcherOptions> = {}) => {
  batcher = createCountBatcher({
    url: 'http://api.test/counts',
    operatorSecret: 's'.repeat(24),
    what: 'test counts',
    body: (entries) => ({ counts: entries.map(([key, count]) => ({ key, count })) }),
    maxKeys: 3,
    batchMax: 2,
    maxCount: 5,
    fetchFn,
    warn: () => undefined,
    ...over,
  });
  return batcher;
};
const sent = (fetchFn: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse((fetchFn.mock.calls[call]![1] as RequestInit).body as string) as { counts: Array<{ key: string; count: number }> };

describe('the count batcher’s bounds', () => {
  it('drops a new key past maxKeys (known keys still count) and stops a count at maxCount', () => {
    const b = make(vi.fn() as unknown as typeof fetch);
    expect(['a', 'b', 'c', 'd'].map((key) => b.add(key))).toEqual([true, true, true, false]);
    for (let i = 0; i < 10; i += 1) b.add('a');
    expect(b.pending()).toEqual({ a: 5, b: 1, c: 1 });
  });

  it('sends at most batchMax keys a request; the rest go with the next', async () => {
    const fetchFn = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    const b = make(fetchFn as unknown as typeof fetch);
    for (const key of ['a', 'b', 'c']) b.add(key);
    await b.flush();
    expect(sent(fetchFn, 0).counts.map((c) => c.key)).toEqual(['a', 'b']);
    await b.flush();
    expect(sent(fetchFn, 1).counts).toEqual([{ key: 'c', count: 1 }]);
  });

  it('counts kept after a failure stay within the bounds (an API down for long costs bounded memory)', async () => {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 500 }));
    const warn = vi.fn();
    const b = make(fetchFn as unknown as typeof fetch, { warn });
    for (let i = 0; i < 4; i += 1) b.add('a');
    await b.flush(); // a: 4 kept
    for (let i = 0; i < 4; i += 1) b.add('a');
    for (const key of ['b', 'c', 'd']) b.add(key);
    await b.flush();
    expect(b.pending()).toEqual({ a: 5, b: 1, c: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('test counts: 1 counts kept for the next send (Error: HTTP 500)'));
  });
});

describe('processSingleton', () => {
  it('makes the value once per process, even null', () => {
    const make = vi.fn(() => null);
    const name = `test.singleton.${Math.random()}`;
    expect(processSingleton(name, make)).toBeNull();
    expect(processSingleton(name, make)).toBeNull();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
