import { err, ok, PRODUCT_NOT_FOUND, selectionOf, type Cart, type Result } from '@store/core';
import { resolveCollectionChoices } from '@store/core/collections/collection-rules';
import type { AddCollection } from '@store/core/collections/collection-wire';
import type { Deps, RequestContext } from '../../context';
import { addBoundLines } from './add-bound-lines';
import { cartOf, changeSessionCart } from './session-cart';

/**
 * POST /carts/my/items/collection: a furniture product with pieces of its collection, each a line bound to the
 * product's line. The collection rules (core resolveCollectionChoices) decide what may come and in which variant; the
 * cart prices every line from the catalogue, so nothing the client sends sets a price.
 */
export async function addCollection(
  ctx: RequestContext,
  input: { sessionHash: string; body: AddCollection },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const { item, collectionItems } = input.body;
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products, before) => {
    const found = await products.load([item.productID, ...collectionItems.map((c) => c.productID)]);
    const main = found.get(item.productID);
    if (!main) return err('NOT_FOUND', PRODUCT_NOT_FOUND, 'product-not-found');
    const choices = collectionItems.map((c) => ({
      product: found.get(c.productID),
      quantity: c.quantity,
      ...(c.color === undefined ? {} : { color: c.color }),
    }));
    const added = await addBoundLines(
      ctx,
      tx,
      row,
      products,
      item,
      () => resolveCollectionChoices(main, selectionOf(item.properties), item.quantity, choices),
      before,
    );
    return added.ok ? ok(null) : added;
  });
  return cartOf(result);
}
