import type { BrandKey } from '@store/core';
import type { Db } from '../../db/repositories/carts';

/**
 * The catalogue changes only when a catalogue file is imported or staff edit it; a one-minute in-process memo of what
 * every cart reads of it (gift offers, bundle pages) keeps those reads off the hot path. A change made through this
 * process forgets them at once (announceCatalogChange); other processes see it within the minute.
 */
const MEMO_MS = 60_000;

const memos = new Set<Map<BrandKey, unknown>>();

/** `load` memoised per brand for a minute. */
export function brandMemo<T>(load: (db: Db, brand: BrandKey) => Promise<T>): (db: Db, brand: BrandKey) => Promise<T> {
  const memo = new Map<BrandKey, { value: T; at: number }>();
  memos.add(memo);
  return async (db, brand) => {
    const cached = memo.get(brand);
    if (cached && Date.now() - cached.at < MEMO_MS) return cached.value;
    const value = await load(db, brand);
    memo.set(brand, { value, at: Date.now() });
    return value;
  };
}

/** Forgets what the memos hold of a brand (or of every brand): its catalogue changed, or the database did (tests). */
export function forgetCatalogMemos(brand?: BrandKey): void {
  for (const memo of memos) {
    if (brand === undefined) memo.clear();
    else memo.delete(brand);
  }
}
