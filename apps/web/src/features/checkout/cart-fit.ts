import { bedFitRole, sizeMismatch, type SizedLine } from '@store/core/checkout/size-mismatch';
import type { Product } from '@store/core/product';
import type { Cart } from '../../lib/api/cart-schema';

/** The cart's lines as the wrong-size check reads them, each with its product's bed-size role (unknown product: none). */
export function sizedLines(cart: Cart, products: readonly Product[]): SizedLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return cart.items.map((item) => {
    const product = byId.get(item.product.id);
    return {
      itemIdentifier: item.itemIdentifier,
      forItem: item.forItem,
      role: product === undefined ? null : bedFitRole(product),
      properties: item.properties,
    };
  });
}

/** Proceed to checkout: whether the wrong-size modal shows for this cart. */
export function cartHasSizeMismatch(cart: Cart, products: readonly Product[]): boolean {
  return sizeMismatch(sizedLines(cart, products));
}

/**
 * Buy-more-save-more (modal; the trigger is ours): a cart that holds a mattress and nothing else, one line
 * without add-ons, is offered the bedding that mattresses come with before checkout, until the shopper acknowledges it.
 */
export function offersBuyMoreSaveMore(cart: Cart, products: readonly Product[]): boolean {
  const [only, ...rest] = sizedLines(cart, products);
  return only !== undefined && rest.length === 0 && only.role === 'mattress';
}

/**
 * The extended warranty service modal (`checkoutExtendModalTriggered` makes it show once): offered on the
 * shipping step when the cart has a mattress or a frame and no protection plan line.
 */
export function offersExtendedWarranty(cart: Cart, products: readonly Product[]): boolean {
  const roles = sizedLines(cart, products).map((l) => l.role);
  const protectable = roles.includes('mattress') || roles.includes('frame');
  return protectable && !cart.items.some((item) => item.product.group === 'warranty');
}
