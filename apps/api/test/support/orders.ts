import { makeProduct } from './factories';

/** A factory mattress of the brand's catalogue: $900 queen, $1,100 king, in stock. */
export const orderMattress = (price = 90000) =>
  makeProduct({
    id: 'order-test-mattress',
    attributes: { group: 'mattress', markers: [], mattressCount: 1 },
    pricing: {
      price: { amount: price, currency: 'USD', discount: 0 },
      listPrice: { amount: price, currency: 'USD', discount: 0 },
    },
  });

/** A product out of stock that may be back-ordered. */
export const backorderPillow = () => {
  const product = makeProduct({ id: 'order-test-pillow', attributes: { group: 'bedding', markers: ['soft-good'] } });
  const availability = Object.fromEntries(
    Object.entries(product.availability).map(([sku, a]) => [sku, { ...a, isInStock: false, isBackOrderAllowed: true }]),
  );
  return { ...product, availability };
};

export const line = (productID = 'order-test-mattress', size = 'queen', quantity = 1) => ({
  productID,
  quantity,
  properties: [{ name: 'Size', value: size }],
});

/** Shipping/billing details that pass the address rules (a US address in California). */
export const address = (overrides: Record<string, unknown> = {}, addressOverrides: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '(555) 123-4567',
  address: {
    line1: '1 Market Street',
    line2: '',
    zip: '94105',
    city: 'San Francisco',
    state: 'CA',
    country: 'US',
    ...addressOverrides,
  },
  ...overrides,
});

/** A POST /orders body for the brand. */
export const orderBody = (brand = 'nestwood', overrides: Record<string, unknown> = {}) => ({
  journey: 'checkout',
  paymentDetails: { billingProvider: brand.endsWith('-ca') ? 'stripeCanada' : 'stripeDirect' },
  email: 'Ann.Lee@Example.com',
  shippingDetails: address(),
  billingDetails: address(),
  brand,
  backorderDays: 0,
  extraData: { version: '2', trackingId: 'trk-1' },
  metadata: { lang: 'en_US', mobile: false },
  ...overrides,
});
