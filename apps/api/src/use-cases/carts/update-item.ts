import { err, followsParent, ok, type AddLine, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listLines, updateLine } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';
import { validateLines } from './validate-lines';

/**
 * PUT /carts/my/items/{itemIdentifier}/: changes a line's product (an upgrade), properties or quantity; fulfillment
 * status is the server's. Child lines bought one per parent follow a new parent quantity (core `followsParent`).
 */
export async function updateItem(
  ctx: RequestContext,
  input: { sessionHash: string; itemIdentifier: string; line: AddLine },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products) => {
    const lines = await listLines(tx, row.id);
    const target = lines.find((l) => l.itemIdentifier === input.itemIdentifier);
    if (!target) return err('NOT_FOUND', 'Item not found in cart');
    const forItem = input.line.forItem === undefined ? target.forItem : input.line.forItem;
    if (forItem === target.itemIdentifier) return err('BAD_REQUEST', 'An item cannot be for itself');
    const valid = await validateLines(ctx, products, [{ ...input.line, forItem }], lines);
    if (!valid.ok) return valid;
    await updateLine(tx, row.id, target.itemIdentifier, {
      productId: input.line.productID,
      properties: input.line.properties,
      quantity: input.line.quantity,
      forItem,
    });
    if (target.forItem === null && input.line.quantity !== target.quantity) {
      for (const child of lines.filter((l) => l.forItem === target.itemIdentifier && followsParent(l.quantity, target.quantity))) {
        await updateLine(tx, row.id, child.itemIdentifier, { quantity: input.line.quantity });
      }
    }
    return ok(null);
  });
  return cartOf(result);
}
