import { orderLookupKeys, type BrandKey, type Cart, type CartItem } from '@store/core';
import type { FulfillmentStatus, OrderPaymentStatus, OrderStatus } from '@store/core/back-office/order-states';
import type { Database } from '../../src/db/client';
import { orders, type OrderAddress } from '../../src/db/schema';
import { newShortId, randomBase62 } from '../../src/ids';

/** A line as an order freezes it: all its units' price before the coupon and the coupon's share of it. */
export function frozenLine(
  title: string,
  options: { quantity?: number; price?: number; coupon?: number; size?: string; group?: string; productId?: string } = {},
): CartItem {
  const { quantity = 1, price = 149900, coupon = 0, size = 'queen', group = 'mattress' } = options;
  return {
    itemIdentifier: randomBase62(12),
    sku: `SKU-${size}`,
    product: {
      id: options.productId ?? title.toLowerCase().replace(/\W+/g, '-'),
      name: title,
      title,
      inventoryKey: 'X',
      relatedProducts: [],
      group,
      url: '/',
      image: null,
    },
    properties: [{ name: 'Size', value: size }],
    quantity,
    forItem: null,
    fulfillmentStatus: 'pending',
    extras: [],
    parcelDimensions: null,
    discount: coupon,
    priceAfterDiscount: price - coupon,
    pricing: { price: { amount: price }, breakdown: { couponDiscount: { amount: coupon } }, profilePrice: { amount: price } },
  };
}

/** A cart extra as the cart prices it. */
export function frozenExtra(
  kind: 'tax' | 'shipping' | 'white-glove' | 'service' | 'recycling-fee',
  title: string,
  amount: number,
) {
  return {
    sku: kind.toUpperCase(),
    name: kind,
    title,
    kind,
    pricing: { price: { amount }, profilePrice: { amount, currency: 'USD' as const } },
    parcelDimensions: null,
  };
}

export interface StaffOrderSeed {
  brand?: BrandKey;
  firstName?: string;
  lastName?: string;
  /** Billing names when they differ from shipping's. */
  billingFirstName?: string;
  billingLastName?: string;
  email?: string;
  phone?: string;
  zip?: string;
  state?: string;
  city?: string;
  country?: string;
  status?: OrderStatus;
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  refundedAmount?: number;
  provider?: string;
  createdAt?: Date;
  shortId?: string;
  lines?: CartItem[];
  extras?: ReturnType<typeof frozenExtra>[];
  currency?: 'USD' | 'CAD';
}

/**
 * Inserts an order as POST /orders freezes it and payment then moves it (the states are given, not earned): its total
 * is its lines after the coupon plus its extras, its lookup keys as core's orderLookupKeys makes them. Paid by default:
 * one $1,499.00 mattress with $123.67 tax.
 */
export async function insertStaffOrder(db: Database, seed: StaffOrderSeed = {}): Promise<{ id: string; shortId: string }> {
  const brand = seed.brand ?? 'nestwood';
  const currency = seed.currency ?? (brand.endsWith('-ca') ? 'CAD' : 'USD');
  const lines = seed.lines ?? [frozenLine('Cloud Hybrid Mattress')];
  const extras = seed.extras ?? [frozenExtra('shipping', 'Free shipping', 0), frozenExtra('tax', 'Tax', 12367)];
  const total =
    lines.reduce((sum, line) => sum + line.priceAfterDiscount, 0) +
    extras.reduce((sum, extra) => sum + extra.pricing.price.amount, 0);
  const cart = {
    id: randomBase62(24),
    items: lines,
    extras,
    itemsCount: lines.length,
    totalPrice: { amount: total },
    totalDiscount: { amount: lines.reduce((sum, line) => sum + line.pricing.breakdown.couponDiscount.amount, 0) },
    totalValue: { amount: lines.reduce((sum, line) => sum + line.pricing.price.amount, 0) },
    totalSavings: { amount: 0 },
    couponDetails: null,
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    historyLog: [],
    currency,
    preventAddingCoupon: false,
    region: null,
  } as unknown as Cart;
  const shipping: OrderAddress = {
    firstName: seed.firstName ?? 'Ann',
    lastName: seed.lastName ?? 'Lee',
    phone: seed.phone ?? '4155550100',
    address: {
      line1: '12 Elm Street',
      line2: '',
      zip: seed.zip ?? '94105',
      city: seed.city ?? 'San Francisco',
      state: seed.state ?? 'CA',
      country: seed.country ?? (currency === 'CAD' ? 'CA' : 'US'),
    },
  };
  const billing: OrderAddress = {
    ...shipping,
    firstName: seed.billingFirstName ?? shipping.firstName,
    lastName: seed.billingLastName ?? shipping.lastName,
  };
  const status = seed.status ?? 'paid';
  const email = seed.email ?? 'ann@example.com';
  const id = randomBase62(24);
  const shortId = seed.shortId ?? newShortId();
  const createdAt = seed.createdAt ?? new Date();
  await db.insert(orders).values({
    id,
    shortId,
    brand,
    sessionHash: randomBase62(20),
    cartId: cart.id,
    status,
    paymentStatus: seed.paymentStatus ?? (status === 'pending' ? 'unpaid' : 'paid'),
    fulfillmentStatus: seed.fulfillmentStatus ?? 'unfulfilled',
    refundedAmount: seed.refundedAmount ?? 0,
    cancelledAt: status === 'cancelled' ? createdAt : null,
    email,
    shippingDetails: shipping,
    billingDetails: billing,
    paymentDetails: { billingProvider: seed.provider ?? 'stripeDirect', customerID: null },
    cart,
    totalAmount: total,
    currency,
    ...orderLookupKeys({ email, phone: shipping.phone, zip: shipping.address.zip }),
    createdAt,
    updatedAt: createdAt,
    paidAt: status === 'pending' ? null : createdAt,
  });
  return { id, shortId };
}
