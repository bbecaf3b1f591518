import { err, ok, storedQuantity, type AddLine, type Cart, type Result, selectionOf } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { insertLines, listLines, reservePositions, updateLine } from '../../db/repositories/carts';
import { newItemIdentifier } from '../../ids';
import { cartOf, changeSessionCart } from './session-cart';
import { MAX_LINE_QUANTITY, sameLine, validateLines } from './validate-lines';

/** POST /carts/my/items: adds lines (an identical line raises its quantity); the server prices everything. */
export async function addItems(
  ctx: RequestContext,
  input: { sessionHash: string; items: AddLine[] },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products): Promise<Result<null>> => {
    const existing = await listLines(tx, row);
    const valid = await validateLines(ctx, products, input.items, existing);
    if (!valid.ok) return valid;
    const fresh: AddLine[] = [];
    for (const asked of input.items) {
      const selection = selectionOf(asked.properties);
      const item = { ...asked, quantity: storedQuantity(valid.value.get(asked.productID), selection, asked.quantity) };
      const repeated = fresh.find((f) => sameLine({ ...f, productId: f.productID, forItem: f.forItem ?? null }, item));
      if (repeated) {
        // The same line twice in one request is one line; the quantity cap holds for the sum.
        repeated.quantity += item.quantity;
        if (repeated.quantity > MAX_LINE_QUANTITY) return err('BAD_REQUEST', `Quantity must be at most ${MAX_LINE_QUANTITY}`);
        continue;
      }
      const match = existing.find((e) => sameLine(e, item));
      if (!match) {
        fresh.push(item);
        continue;
      }
      const quantity = match.quantity + item.quantity;
      if (quantity > MAX_LINE_QUANTITY) return err('BAD_REQUEST', `Quantity must be at most ${MAX_LINE_QUANTITY}`);
      await updateLine(tx, row, match.itemIdentifier, { quantity });
      match.quantity = quantity;
    }
    const first = await reservePositions(tx, row, fresh.length);
    await insertLines(
      tx,
      fresh.map((item, i) => ({
        cartId: row.id,
        brand: ctx.brand,
        itemIdentifier: newItemIdentifier(),
        productId: item.productID,
        properties: item.properties,
        quantity: item.quantity,
        forItem: item.forItem ?? null,
        position: first + i,
      })),
    );
    return ok(null);
  });
  return cartOf(result);
}
