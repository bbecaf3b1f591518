import { deliveryTitle, SAME_DAY_DELIVERY } from '@store/core/cart/delivery-names';
import { formatMoney, type Currency } from '@store/core/money';
import { shippingPriceLabel, taxLabel } from '@store/core/shipping-estimate';
import type { Cart, CartExtra } from '../../lib/api/cart-schema';

export interface SummaryRow {
  key: string;
  label: string;
  value: string;
  /** Deductions are shown as such (a minus sign and an accent). */
  tone: 'plain' | 'deduction' | 'total';
}

/**
 * The order summary: the subtotal of the lines as printed (each at its price before the coupon: sale prices and gifts
 * are in the lines, struck list values beside them), the coupon, white glove, services and the recycling fee, then
 * shipping ('Free shipping' at 0) and tax ('Calculated at checkout' before an address, 'FREE' when zero), always shown,
 * then the total.
 * The rows add up as printed: lines = subtotal, and subtotal - coupon + extras = total.
 */
export function summaryRows(cart: Cart): SummaryRow[] {
  const currency: Currency = cart.currency;
  const money = (amount: number) => formatMoney({ amount, currency });
  const minus = (amount: number) => `-${money(amount)}`;
  const subtotal = cart.items.reduce((sum, item) => sum + item.pricing.price.amount, 0);
  const rows: SummaryRow[] = [{ key: 'subtotal', label: 'Subtotal', value: money(subtotal), tone: 'plain' }];
  if (cart.totalDiscount.amount > 0 || cart.couponDetails !== null) {
    const label = cart.couponDetails === null ? 'Coupon' : `Coupon (${cart.couponDetails.code})`;
    rows.push({ key: 'coupon', label, value: minus(cart.totalDiscount.amount), tone: 'deduction' });
  }
  const byKind = (kind: CartExtra['kind']) => cart.extras.filter((e) => e.kind === kind);
  const sum = (extras: CartExtra[]) => extras.reduce((s, e) => s + e.pricing.price.amount, 0);
  for (const extra of [...byKind('white-glove'), ...byKind('service'), ...byKind('recycling-fee')]) {
    rows.push({ key: `extra-${extra.sku}`, label: extra.title, value: money(extra.pricing.price.amount), tone: 'plain' });
  }
  // Same-day delivery takes the shipping line's place at its fee: the row says so.
  const shipping = byKind('shipping');
  const shippingLabel = shipping.some((e) => e.name === SAME_DAY_DELIVERY) ? deliveryTitle(SAME_DAY_DELIVERY) : 'Shipping';
  rows.push({ key: 'shipping', label: shippingLabel, value: shippingPriceLabel(sum(shipping), currency), tone: 'plain' });
  const taxes = byKind('tax');
  // Once an address prices it, the tax line says what it is (its title: 'Tax (TX state 6.25% + Austin local 2%)'); before
  // one the cart's taxStatus is 'at-checkout' and the value says 'Calculated at checkout', never FREE.
  const taxTitle = taxes.length === 1 && sum(taxes) > 0 ? (taxes[0]?.title ?? 'Tax') : 'Tax';
  const taxValue = taxLabel(taxes.length === 0 ? null : sum(taxes), currency, cart.taxStatus);
  rows.push({ key: 'tax', label: taxTitle, value: taxValue, tone: 'plain' });
  // Until an address prices the tax, the total does not include it, and says so.
  const totalLabel = cart.taxStatus === 'at-checkout' ? 'Total before tax' : 'Total';
  rows.push({ key: 'total', label: totalLabel, value: money(cart.totalPrice.amount), tone: 'total' });
  return rows;
}
