import { mergeLineLists, type LineMerge } from '@store/core';
import { insertLines, listLines, reservePositions, updateLine, type CartRow, type Db } from '../../db/repositories/carts';
import { newItemIdentifier } from '../../ids';
import { MAX_LINE_QUANTITY } from './validate-lines';

/**
 * Merges the lines of `source` into `mine` under the cart rules (core mergeLineLists) and writes the result, inside
 * the caller's transaction (which holds `mine`'s lock). `maxLines` bounds the merged cart: families that do not fit
 * are left out and reported in `skipped`.
 */
export async function writeLineMerge(
  tx: Db,
  mine: CartRow,
  source: Pick<CartRow, 'brand' | 'id'>,
  maxLines: number,
): Promise<LineMerge & { sourceLines: number }> {
  const [theirs, ours] = await Promise.all([listLines(tx, source), listLines(tx, mine)]);
  const merge = mergeLineLists(ours, theirs, { maxLineQuantity: MAX_LINE_QUANTITY, maxLines, newId: newItemIdentifier });
  for (const r of merge.raised) await updateLine(tx, mine, r.itemIdentifier, { quantity: r.quantity });
  const first = await reservePositions(tx, mine, merge.added.length);
  await insertLines(
    tx,
    merge.added.map((l, i) => ({
      cartId: mine.id,
      brand: mine.brand,
      itemIdentifier: l.itemIdentifier,
      productId: l.productId,
      properties: [...l.properties],
      quantity: l.quantity,
      forItem: l.forItem,
      bundleId: l.bundleId ?? null,
      position: first + i,
    })),
  );
  return { ...merge, sourceLines: theirs.length };
}
