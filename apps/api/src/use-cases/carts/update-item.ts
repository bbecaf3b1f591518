import {
  err,
  followsParent,
  isSplitKing,
  ok,
  storedQuantity,
  type AddLine,
  type Cart,
  type Product,
  type Result,
  selectionOf,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listLines, updateLine, type CartLineRow } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';
import { sameLine, validateLines } from './validate-lines';

/**
 * PUT /carts/my/items/{itemIdentifier}/: changes a line's product (an upgrade), properties or quantity; fulfillment
 * status is the server's. Child lines bought one per parent follow a new parent quantity (core `followsParent`).
 */
export async function updateItem(
  ctx: RequestContext,
  input: { sessionHash: string; itemIdentifier: string; line: AddLine },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products) => {
    const lines = await listLines(tx, row);
    const target = lines.find((l) => l.itemIdentifier === input.itemIdentifier);
    if (!target) return err('NOT_FOUND', 'Item not found in cart');
    const forItem = input.line.forItem === undefined ? target.forItem : input.line.forItem;
    if (forItem === target.itemIdentifier) return err('BAD_REQUEST', 'An item cannot be for itself');
    const valid = await validateLines(ctx, products, [{ ...input.line, forItem }], lines);
    if (!valid.ok) return valid;
    if (lines.some((l) => l !== target && sameLine(l, { ...input.line, forItem }))) {
      return err('BAD_REQUEST', 'The cart already has this item; change its quantity instead');
    }
    if (forItem !== null && lines.some((l) => l.forItem === target.itemIdentifier)) {
      return err('BAD_REQUEST', 'An item with add-ons cannot become an add-on');
    }
    const quantity = quantityAfter(target, input.line, valid.value.get(input.line.productID));
    await updateLine(tx, row, target.itemIdentifier, {
      productId: input.line.productID,
      properties: input.line.properties,
      quantity,
      forItem,
    });
    if (target.forItem === null && quantity !== target.quantity) {
      for (const child of lines.filter(
        (l) => l.forItem === target.itemIdentifier && followsParent(l.quantity, target.quantity),
      )) {
        await updateLine(tx, row, child.itemIdentifier, { quantity });
      }
    }
    return ok(null);
  });
  return cartOf(result);
}

/**
 * The quantity a PUT stores. A line's quantity is already counted in pieces (a split king is two twin XL), so it is kept
 * as sent; only a change of size into split king doubles it, as adding a split king does.
 */
function quantityAfter(target: CartLineRow, line: AddLine, product: Product | undefined): number {
  const selection = selectionOf(line.properties);
  const becomesSplitKing = isSplitKing(selection) && !isSplitKing(selectionOf(target.properties));
  return becomesSplitKing ? storedQuantity(product, selection, line.quantity) : line.quantity;
}
