import { err, ok, storedQuantity, type AddLine, type Cart, type Result, selectionOf } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import {
  insertLines,
  listLines,
  reservePositions,
  updateLine,
  type CartLineRow,
  type CartRow,
  type Db,
} from '../../db/repositories/carts';
import { newItemIdentifier } from '../../ids';
import type { ProductLoader } from './product-loader';
import { cartOf, changeSessionCart } from './session-cart';
import { MAX_LINE_QUANTITY, sameLine, validateLines } from './validate-lines';

/** POST /carts/my/items: adds lines (an identical line raises its quantity); the server prices everything. */
export async function addItems(
  ctx: RequestContext,
  input: { sessionHash: string; items: AddLine[] },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products, before) => {
    // A cart with no lines under the lock (a new session's first add) need not list them.
    const added = await addLinesToCart(ctx, tx, row, products, input.items, before.lines === 0 ? [] : undefined);
    return added.ok ? ok(null) : added;
  });
  return cartOf(result);
}

/**
 * The add-items rules on a locked cart (inside changeSessionCart): every line is validated or none is
 * added; an identical line raises its quantity (at most 20). Answers each asked line's itemIdentifier in the cart,
 * so a caller can attach child lines to lines it just added (Buy again).
 */
export async function addLinesToCart(
  ctx: RequestContext,
  tx: Db,
  row: CartRow,
  products: ProductLoader,
  items: readonly AddLine[],
  /** The cart's lines when the caller already knows them (read under the same lock). */
  known?: CartLineRow[],
): Promise<Result<string[]>> {
  const existing = known ?? (await listLines(tx, row));
  const valid = await validateLines(ctx, products, items, existing);
  if (!valid.ok) return valid;
  const fresh: Array<AddLine & { itemIdentifier: string }> = [];
  const identifiers: string[] = [];
  for (const asked of items) {
    const selection = selectionOf(asked.properties);
    const item = { ...asked, quantity: storedQuantity(valid.value.get(asked.productID), selection, asked.quantity) };
    const repeated = fresh.find((f) => sameLine({ ...f, productId: f.productID, forItem: f.forItem ?? null }, item));
    if (repeated) {
      // The same line twice in one request is one line; the quantity cap holds for the sum.
      repeated.quantity += item.quantity;
      if (repeated.quantity > MAX_LINE_QUANTITY) return err('BAD_REQUEST', `Quantity must be at most ${MAX_LINE_QUANTITY}`);
      identifiers.push(repeated.itemIdentifier);
      continue;
    }
    const match = existing.find((e) => sameLine(e, item));
    if (!match) {
      const itemIdentifier = newItemIdentifier();
      fresh.push({ ...item, itemIdentifier });
      identifiers.push(itemIdentifier);
      continue;
    }
    const quantity = match.quantity + item.quantity;
    if (quantity > MAX_LINE_QUANTITY) return err('BAD_REQUEST', `Quantity must be at most ${MAX_LINE_QUANTITY}`);
    await updateLine(tx, row, match.itemIdentifier, { quantity });
    match.quantity = quantity;
    identifiers.push(match.itemIdentifier);
  }
  const first = await reservePositions(tx, row, fresh.length);
  await insertLines(
    tx,
    fresh.map((item, i) => ({
      cartId: row.id,
      brand: ctx.brand,
      itemIdentifier: item.itemIdentifier,
      productId: item.productID,
      properties: item.properties,
      quantity: item.quantity,
      forItem: item.forItem ?? null,
      position: first + i,
    })),
  );
  return ok(identifiers);
}
