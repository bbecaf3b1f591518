import type { Currency } from '../money';
import { cartExtra } from './cart-extra';
import type { CartExtra } from './cart-schema';
import { CDD_SERVICE_FEE, deliveryServiceFee } from './delivery-fee';
import { recyclingFee } from './recycling-fee';

export interface RegionExtrasInput {
  region: { country: string; state: string } | null;
  reqDeliveryDate: string | null;
  /** Mattress pieces in the cart (see mattressPieces). */
  mattressPieces: number;
  currency: Currency;
  /** A paid delivery in place of free shipping (same-day delivery: its sku, name, title and fee); absent: free shipping. */
  shipping?: { sku: string; name: string; title: string; amount: number };
}

/**
 * Shipping (free, or the paid delivery chosen in its place), the certain-delivery-date service and the state recycling fee, from the cart's region. Sales tax is
 * added after pricing by the tax provider's quote (cart-tax.ts withTax).
 */
export function regionExtras(input: RegionExtrasInput): CartExtra[] {
  const { region, currency } = input;
  const shipping = input.shipping ?? { sku: 'SHIPPING', name: 'shipping', title: 'Shipping', amount: 0 };
  const extras: CartExtra[] = [cartExtra(shipping.sku, shipping.name, shipping.title, 'shipping', shipping.amount, currency)];
  if (deliveryServiceFee(input.reqDeliveryDate) > 0)
    extras.push(
      cartExtra('CDD-SERVICE', 'cdd-service', `Delivery on ${input.reqDeliveryDate}`, 'service', CDD_SERVICE_FEE, currency),
    );
  if (!region) return extras;
  const state = region.state.toUpperCase();
  const fee = recyclingFee(region, input.mattressPieces);
  if (fee > 0)
    extras.push(
      cartExtra(`RECYCLING-${state}`, 'recycling-fee', `${state} mattress recycling fee`, 'recycling-fee', fee, currency),
    );
  return extras;
}
