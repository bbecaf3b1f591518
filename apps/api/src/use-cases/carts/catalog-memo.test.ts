import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/repositories/carts';
import { brandMemo, forgetCatalogMemos } from './catalog-memo';

const db = {} as Db;

describe('brandMemo', () => {
  afterEach(() => vi.useRealTimers());

  /** A memo over a loader that answers how many times it was called for the brand. */
  function counted() {
    const calls: string[] = [];
    const read = brandMemo(async (_db, brand) => {
      calls.push(brand);
      return `${brand} read ${calls.filter((b) => b === brand).length}`;
    });
    return { read, calls };
  }

  it('reads a brand once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    const { read, calls } = counted();
    expect(await read(db, 'nestwood')).toBe('nestwood read 1');
    vi.setSystemTime(new Date('2026-11-29T12:00:59Z'));
    expect(await read(db, 'nestwood')).toBe('nestwood read 1');
    expect(await read(db, 'arbor')).toBe('arbor read 1');
    vi.setSystemTime(new Date('2026-11-29T12:01:00Z'));
    expect(await read(db, 'nestwood')).toBe('nestwood read 2');
    expect(calls).toEqual(['nestwood', 'arbor', 'nestwood']);
  });

  it('forgets one brand after its catalogue changed, every brand when no brand is named', async () => {
    const { read } = counted();
    await read(db, 'nestwood');
    await read(db, 'arbor');
    forgetCatalogMemos('nestwood');
    expect(await read(db, 'nestwood')).toBe('nestwood read 2');
    expect(await read(db, 'arbor')).toBe('arbor read 1');
    forgetCatalogMemos();
    expect(await read(db, 'arbor')).toBe('arbor read 2');
  });
});
