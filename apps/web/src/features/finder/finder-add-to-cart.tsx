'use client';

import type { NewCartLine } from '../../lib/api/cart-schema';
import { AddToCartButton } from '../catalog/configurator/add-to-cart-button';

/** The finder's Add to cart: the product pages' button (cart store loaded on intent, drawer opened on success) for one line. */
export function FinderAddToCart({ line }: { line: NewCartLine }) {
  return <AddToCartButton disabled={false} lines={async () => ({ parent: line, children: [] })} />;
}
