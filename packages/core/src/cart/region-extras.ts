import type { Currency } from '../money';
import { cartExtra } from './cart-extra';
import type { CartExtra } from './cart-schema';
import { CDD_SERVICE_FEE, deliveryServiceFee } from './delivery-fee';
import { recyclingFee } from './recycling-fee';
import { cartTax, taxTitle } from './tax';

export interface RegionExtrasInput {
  region: { country: string; state: string } | null;
  reqDeliveryDate: string | null;
  /** Mattress pieces in the cart (see mattressPieces). */
  mattressPieces: number;
  /** What the merchandise costs after discounts: the taxable amount. */
  taxable: number;
  currency: Currency;
}

/** Shipping (free), the certain-delivery-date service, the state recycling fee and sales tax, from the cart's region. */
export function regionExtras(input: RegionExtrasInput): CartExtra[] {
  const { region, currency } = input;
  const extras: CartExtra[] = [cartExtra('SHIPPING', 'shipping', 'Shipping', 'shipping', 0, currency)];
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
  // One tax extra whose title names its parts (GST + PST, HST, a state's rate); its amount is the parts' sum.
  const tax = cartTax(region.country, state, input.taxable);
  extras.push(cartExtra('TAX', 'tax', taxTitle(tax.parts), 'tax', tax.amount, currency));
  return extras;
}
