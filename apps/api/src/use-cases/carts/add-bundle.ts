import { err, ok, PRODUCT_NOT_FOUND, type Cart, type Product, type Result } from '@store/core';
import { resolveBundleChoice, type BundlePick } from '@store/core/collections/bundle-rules';
import type { BundlePartSlot } from '@store/core/collections/collection-kinds';
import type { AddBundle } from '@store/core/collections/collection-wire';
import type { Deps, RequestContext } from '../../context';
import { updateLine } from '../../db/repositories/carts';
import { addBoundLines, pieceLine } from './add-bound-lines';
import { cartOf, changeSessionCart } from './session-cart';

/**
 * POST /carts/my/items/bundle: a bundle page's parts as one bundle: the base (a mattress) as the line the other parts
 * are bound to, marked with the bundle it was added as. The bundle rules (core resolveBundleChoice) decide which parts
 * fit, in which size and colour; the cart prices every line from the catalogue (a part bound to a line added as a
 * complete bundle takes the bundle's percent off).
 */
export async function addBundle(
  ctx: RequestContext,
  input: { sessionHash: string; body: AddBundle },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const { bundleID, size, bundlePageProducts } = input.body;
  const asked = Object.entries(bundlePageProducts) as Array<[BundlePartSlot, { productID: string; color?: string }]>;
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products, before) => {
    const found = await products.load([bundleID, ...asked.map(([, pick]) => pick.productID)]);
    const bundle = found.get(bundleID);
    if (!bundle) return err('NOT_FOUND', PRODUCT_NOT_FOUND, 'product-not-found');
    const picks = Object.fromEntries(
      asked.map(([slot, pick]): [BundlePartSlot, BundlePick] => [
        slot,
        { product: found.get(pick.productID), ...(pick.color === undefined ? {} : { color: pick.color }) },
      ]),
    );
    const chosen = resolveBundleChoice<Product>(bundle, size, picks);
    if (!chosen.ok) return chosen;
    const [base, ...parts] = chosen.value;
    const added = await addBoundLines(
      ctx,
      tx,
      row,
      products,
      pieceLine({ ...base!, quantity: 1 }),
      () => ok(parts.map((part) => ({ ...part, quantity: 1 }))),
      before,
    );
    if (!added.ok) return added;
    // The base line says which bundle it was added as: only then do its parts take the bundle's prices.
    await updateLine(tx, row, added.value, { bundleId: bundle.id });
    return ok(null);
  });
  return cartOf(result);
}
