import { BRANDS, isBrandKey, type CartItem, type Product } from '@store/core';
import { returnEligibility, type ReturnEligibility } from '@store/core/back-office/return-eligibility';
import { lineTrialNights } from '@store/core/back-office/trial-nights';
import type { Db } from '../../db/repositories/carts';
import { lineShipmentsOf, orderReturnsOf, type ReturnWithRefund } from '../../db/repositories/order-returns';
import type { OrderRow } from '../../db/repositories/orders';
import { productLoader } from '../carts/product-loader';

/** A line of the order with what its trial allows now. */
export interface LineReturnFacts {
  line: CartItem;
  trialNights: number | null;
  eligibility: ReturnEligibility;
}

export interface OrderReturnFacts {
  lines: Map<string, LineReturnFacts>;
  returns: ReturnWithRefund[];
}

/**
 * Everything the return rule needs about an order, loaded first (core returnEligibility does no I/O): each line's
 * trial (the product's own claim in the catalogue, else the brand's nights for its group; a product no longer in
 * the catalogue falls back to its group), its shipments and its earlier returns.
 */
export async function orderReturnFacts(
  db: Db,
  order: Pick<OrderRow, 'id' | 'brand' | 'status' | 'paymentStatus' | 'cart'>,
  now: Date,
): Promise<OrderReturnFacts> {
  const items = order.cart.items;
  const brand = isBrandKey(order.brand) ? order.brand : null;
  // One after another: inside a transaction the statements share one connection.
  const products =
    brand === null ? new Map<string, Product>() : await productLoader(db, brand).load(items.map((item) => item.product.id));
  const shipments = await lineShipmentsOf(db, order.brand, order.id);
  const returns = await orderReturnsOf(db, order.brand, order.id);
  const lines = new Map<string, LineReturnFacts>();
  for (const line of items) {
    const claim = products.get(line.product.id)?.content.coverage?.trial;
    const trialNights = brand === null ? null : lineTrialNights({ group: line.product.group, claim }, BRANDS[brand].trialNights);
    const eligibility = returnEligibility({
      order,
      line: {
        itemIdentifier: line.itemIdentifier,
        title: line.product.title,
        quantity: line.quantity,
        amount: line.priceAfterDiscount,
      },
      trialNights,
      shipments: shipments.get(line.itemIdentifier) ?? [],
      returns: returns.filter((r) => r.row.itemIdentifier === line.itemIdentifier).map((r) => r.row),
      now,
    });
    lines.set(line.itemIdentifier, { line, trialNights, eligibility });
  }
  return { lines, returns };
}
