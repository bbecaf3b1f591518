import { deliveryCart, type DeliveryCart } from '@store/core';
import type { RequestContext } from '../../context';
import { listLines, type CartRow, type Db } from '../../db/repositories/carts';
import { productLoader } from '../carts/product-loader';

/** The session cart's merchandise as the delivery rules read it (pieces, soft goods, availability, mattresses). */
export async function loadDeliveryCart(ctx: RequestContext, db: Db, row: CartRow): Promise<DeliveryCart> {
  const lines = await listLines(db, row);
  const products = await productLoader(db, ctx.brand).load(lines.map((l) => l.productId));
  return deliveryCart(ctx.brandConfig, lines, products, row.deliveryOption);
}
