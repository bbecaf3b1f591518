import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleAsync, VALIDATION_THROTTLE_MS } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checks are throttled to 250 ms', () => {
  it('runs at once when quiet, then merges calls inside the window into one trailing call with the latest input', async () => {
    const calls: string[] = [];
    const check = throttleAsync((zip: string) => {
      calls.push(zip);
      return Promise.resolve(`checked ${zip}`);
    });
    const first = check('7');
    const second = check('78');
    const third = check('787');
    expect(calls).toEqual(['7']);
    await vi.advanceTimersByTimeAsync(VALIDATION_THROTTLE_MS - 1);
    expect(calls).toEqual(['7']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['7', '787']);
    await expect(first).resolves.toBe('checked 7');
    await expect(second).resolves.toBe('checked 787');
    await expect(third).resolves.toBe('checked 787');
  });

  it('a call after a quiet window runs at once again', async () => {
    const run = vi.fn((n: number) => Promise.resolve(n));
    const check = throttleAsync(run, 250);
    await check(1);
    await vi.advanceTimersByTimeAsync(300);
    await check(2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a failing or throwing check rejects every merged caller', async () => {
    const check = throttleAsync((fail: boolean) => {
      if (fail) throw new Error('boom');
      return Promise.resolve('ok');
    });
    await expect(check(false)).resolves.toBe('ok');
    const a = check(true);
    const b = check(true);
    const settled = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(VALIDATION_THROTTLE_MS);
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
