import { randomBytes } from 'node:crypto';
import { orderLookupKeys, type BrandKey, type Cart } from '@store/core';
import type { Database } from '../../src/db/client';
import { orders, type OrderStatus } from '../../src/db/schema';

export interface OrderRowInput {
  brand?: BrandKey;
  email: string;
  phone: string;
  zip: string;
  status?: OrderStatus;
}

const address = (phone: string, zip: string) => ({
  firstName: 'Ann',
  lastName: 'Order',
  phone,
  address: { line1: '1 Main St', line2: '', zip, city: 'Springfield', state: 'CA', country: 'US' },
});

const emptyCart = (id: string): Cart => ({
  id,
  items: [],
  extras: [],
  itemsCount: 0,
  totalPrice: { amount: 0 },
  totalDiscount: { amount: 0 },
  totalValue: { amount: 0 },
  totalSavings: { amount: 0 },
  couponDetails: null,
  metadata: { reqShippingDate: null, reqDeliveryDate: null },
  historyLog: [],
  region: null,
  currency: 'USD',
  preventAddingCoupon: false,
});

/**
 * Inserts an order row directly (the orders routes are built elsewhere): only what the returning-customer check reads
 * matters here (brand, status and the lookup keys, filled with core's orderLookupKeys as the orders code fills them).
 */
export async function insertOrderRow(db: Database, input: OrderRowInput): Promise<string> {
  const id = randomBytes(12).toString('hex').slice(0, 24);
  const cartId = randomBytes(12).toString('hex').slice(0, 24);
  await db.insert(orders).values({
    id,
    shortId: id.slice(0, 8),
    brand: input.brand ?? 'nestwood',
    sessionHash: randomBytes(16).toString('hex'),
    cartId,
    status: input.status ?? 'paid',
    email: input.email,
    shippingDetails: address(input.phone, input.zip),
    billingDetails: address(input.phone, input.zip),
    paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
    cart: emptyCart(cartId),
    totalAmount: 0,
    currency: 'USD',
    ...orderLookupKeys(input),
  });
  return id;
}
