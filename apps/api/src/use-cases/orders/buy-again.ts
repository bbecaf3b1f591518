import {
  ok,
  resolveLine,
  selectionOf,
  setCount,
  type AddLine,
  type Cart,
  type CartItem,
  type Result,
  type SkippedLineWire,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { addLinesToCart } from '../carts/add-items';
import { changeSessionCart } from '../carts/session-cart';
import { readableOrder, type OrderReader } from './order-access';

export const PARENT_SKIPPED = 'The item it was added to is no longer available';

export interface BuyAgainResult {
  cart: Cart;
  skipped: SkippedLineWire[];
}

/**
 * "Buy again" (POST /orders/{id}/buy-again): after the order owner check, the order's frozen lines go into
 * the session's current cart through the add-items rules (addLinesToCart), in one transaction on the locked cart:
 * main lines first, then their child lines (forItem) attached to the lines just added. A line whose product is gone,
 * inactive or no longer sold in that variant is skipped and reported (with its children); anything else the cart
 * rules refuse (e.g. a quantity over 20) refuses the whole call and changes nothing.
 */
export async function buyAgain(
  ctx: RequestContext,
  input: { reader: OrderReader; id: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<BuyAgainResult>> {
  const order = await readableOrder(ctx, input.reader, input.id, deps);
  if (!order.ok) return order;
  const items = order.value.cart.items;
  const result = await changeSessionCart(ctx, input.reader.sessionHash, deps, async (tx, row, products) => {
    const found = await products.load(items.map((i) => i.product.id));
    const skipped: SkippedLineWire[] = [];
    const skip = (item: CartItem, reason: string) =>
      skipped.push({
        itemIdentifier: item.itemIdentifier,
        sku: item.sku,
        name: item.product.name,
        title: item.product.title,
        reason,
      });
    const asLine = (item: CartItem): AddLine | null => {
      const product = found.get(item.product.id);
      const selection = selectionOf(item.properties);
      const resolved = resolveLine(ctx.brandConfig, product, selection);
      if (!resolved.ok) {
        skip(item, resolved.problem);
        return null;
      }
      // A frozen split-king line counts its twin XL halves; the cart is asked for sets, as a shopper would.
      const quantity = setCount(product, selection, item.quantity);
      return { productID: item.product.id, quantity, properties: item.properties.map(({ name, value }) => ({ name, value })) };
    };
    const parents = items
      .filter((i) => i.forItem === null)
      .flatMap((item) => {
        const line = asLine(item);
        return line ? [{ item, line }] : [];
      });
    const added = await addLinesToCart(
      ctx,
      tx,
      row,
      products,
      parents.map((p) => p.line),
    );
    if (!added.ok) return added;
    const newIdOf = new Map(parents.map((p, i) => [p.item.itemIdentifier, added.value[i]]));
    const children = items
      .filter((i) => i.forItem !== null)
      .flatMap((item) => {
        const parent = item.forItem === null ? undefined : newIdOf.get(item.forItem);
        if (parent === undefined) {
          skip(item, PARENT_SKIPPED);
          return [];
        }
        const line = asLine(item);
        return line ? [{ ...line, forItem: parent }] : [];
      });
    const attached = await addLinesToCart(ctx, tx, row, products, children);
    return attached.ok ? ok(skipped) : attached;
  });
  return result.ok ? ok({ cart: result.value.cart, skipped: result.value.value }) : result;
}
