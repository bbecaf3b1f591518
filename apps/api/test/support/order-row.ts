import type { BrandKey, Cart, CartItem } from '@store/core';
import type { Database } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { randomBase62 } from '../../src/ids';

/** A cart line as an order freezes it (only what order emails read is meaningful): its price before and its coupon. */
function line(title: string, quantity: number, price: number, coupon: number, size: string): CartItem {
  const priceAfterDiscount = price - coupon;
  return {
    itemIdentifier: randomBase62(12),
    sku: `SKU-${size}`,
    product: { id: title, name: title, title, inventoryKey: 'X', relatedProducts: [], group: 'mattress', url: '/', image: null },
    properties: [{ name: 'Size', value: size }],
    quantity,
    forItem: null,
    fulfillmentStatus: 'pending',
    extras: [],
    parcelDimensions: null,
    discount: coupon,
    priceAfterDiscount,
    pricing: { price: { amount: price }, breakdown: { couponDiscount: { amount: coupon } }, profilePrice: { amount: price } },
  };
}

/**
 * Inserts a paid order directly, as POST /orders freezes it: a $1,499.00 mattress line with $150.00 off by coupon
 * (TAKE150), a free shipping extra and $123.67 tax, $1,472.67 in all, in the brand's currency, paid by card.
 */
export async function insertPaidOrder(
  db: Database,
  brand: BrandKey,
  overrides: {
    currency?: 'USD' | 'CAD';
    email?: string;
    firstName?: string;
    sessionHash?: string;
    billingProvider?: string;
  } = {},
): Promise<{ id: string; shortId: string }> {
  const currency = overrides.currency ?? 'USD';
  const id = randomBase62(24);
  const shortId = randomBase62(8).toUpperCase();
  const cart = {
    id: randomBase62(24),
    items: [line('Cloud Hybrid Mattress', 1, 149900, 15000, 'queen')],
    extras: [
      {
        sku: 'SHIP',
        name: 'shipping',
        title: 'Free shipping',
        kind: 'shipping',
        pricing: { price: { amount: 0 }, profilePrice: { amount: 0, currency } },
        parcelDimensions: null,
      },
      {
        sku: 'TAX',
        name: 'tax',
        title: 'Tax',
        kind: 'tax',
        pricing: { price: { amount: 12367 }, profilePrice: { amount: 12367, currency } },
        parcelDimensions: null,
      },
    ],
    itemsCount: 1,
    totalPrice: { amount: 147267 },
    totalDiscount: { amount: 15000 },
    totalValue: { amount: 149900 },
    totalSavings: { amount: 15000 },
    couponDetails: { code: 'TAKE150' },
    deliveryOption: { name: 'standard-shipping', withMattressRemoval: false },
    currency,
  } as unknown as Cart;
  const address = {
    firstName: overrides.firstName ?? 'Ann',
    lastName: 'Lee',
    phone: '5551234567',
    address: { line1: '12 Elm Street', line2: 'Apt 4', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
  };
  await db.insert(orders).values({
    id,
    shortId,
    brand,
    sessionHash: overrides.sessionHash ?? 'session',
    cartId: cart.id,
    status: 'paid',
    email: overrides.email ?? 'ann@example.com',
    shippingDetails: address,
    billingDetails: address,
    paymentDetails: { billingProvider: overrides.billingProvider ?? 'stripeDirect', customerID: null },
    cart,
    totalAmount: 147267,
    currency,
    emailKey: 'ann@example.com',
    phoneKey: '5551234567',
    zipKey: '94105',
    paidAt: new Date(),
  });
  return { id, shortId };
}
