import { describe, expect, it } from 'vitest';
import { isRetryable } from './session-cart';

const pgError = (code: string) => Object.assign(new Error('pg'), { code });

describe('a cart change aborted by PostgreSQL is run again', () => {
  it.each([
    ['a deadlock (40P01)', pgError('40P01'), true],
    ['a serialization failure (40001)', pgError('40001'), true],
    ['a deadlock wrapped by Drizzle as the cause', Object.assign(new Error('query failed'), { cause: pgError('40P01') }), true],
    ['a unique violation', pgError('23505'), false],
    ['a plain error', new Error('boom'), false],
    ['a thrown string', '40P01', false],
    ['null', null, false],
  ])('%s: %s', (_label, error, retry) => {
    expect(isRetryable(error)).toBe(retry);
  });

  it('a cause chain that loops ends', () => {
    const a: { code?: string; cause?: unknown } = {};
    a.cause = a;
    expect(isRetryable(a)).toBe(false);
  });
});
