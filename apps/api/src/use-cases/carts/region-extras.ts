import {
  RECYCLING_FEE_PER_PIECE,
  removalFeeApplies,
  taxAmount,
  taxRateBps,
  type BrandConfig,
  type CartExtra,
  type PricedLine,
  type Product,
} from '@store/core';
import type { CartLineRow, CartRow } from '../../db/repositories/carts';
import { extra } from './cart-extra';

/** SPEC §7 cdd-service: a guaranteed delivery date is a paid service line. */
export const CDD_SERVICE_FEE = 3900;

/** Shipping (free), the certain-delivery-date service, the state recycling fee and sales tax, from the cart's region. */
export function regionExtras(
  cart: CartRow,
  lines: ReadonlyArray<{ row: CartLineRow; product: Product }>,
  priced: readonly PricedLine[],
  brand: BrandConfig,
): CartExtra[] {
  if (lines.length === 0) return [];
  const extras: CartExtra[] = [extra('SHIPPING', 'shipping', 'Shipping', 'shipping', 0, brand)];
  if (cart.reqDeliveryDate)
    extras.push(extra('CDD-SERVICE', 'cdd-service', `Delivery on ${cart.reqDeliveryDate}`, 'service', CDD_SERVICE_FEE, brand));
  const region = cart.region;
  if (!region) return extras;
  const state = region.state.toUpperCase();
  if (region.country === 'US' && removalFeeApplies(state)) {
    const pieces = lines
      .filter((k) => k.product.attributes.group === 'mattress' || k.product.id.endsWith('_ab') || k.product.id.endsWith('_fb'))
      .reduce((n, k) => n + k.row.quantity, 0);
    const perPiece = RECYCLING_FEE_PER_PIECE[state as keyof typeof RECYCLING_FEE_PER_PIECE];
    if (pieces > 0)
      extras.push(
        extra(
          `RECYCLING-${state}`,
          'recycling-fee',
          `${state} mattress recycling fee`,
          'recycling-fee',
          pieces * perPiece,
          brand,
        ),
      );
  }
  const taxable = priced.reduce((s, p) => s + p.priceAfterDiscount, 0);
  extras.push(extra('TAX', 'tax', 'Estimated tax', 'tax', taxAmount(taxable, taxRateBps(region.country, state)), brand));
  return extras;
}
