// The request bodies of the API checkout that the bench, the round-trip count, the fault drills, the soak and the
// scale-out test all drive: add a queen mattress, place the order with shipping details, tokenize the 4242 sandbox card.
import { MATTRESS } from './scenarios.mjs';

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '(555) 123-4567',
  address: { line1: '1 Market Street', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
};

/** POST /orders's body; `email` and `trackingId` name the script (and, for the scale-out test, the checkout). */
export const orderBody = (email, trackingId) =>
  JSON.stringify({
    journey: 'checkout',
    paymentDetails: { billingProvider: 'stripeDirect' },
    email,
    shippingDetails: address,
    billingDetails: address,
    brand: 'nestwood',
    backorderDays: 0,
    extraData: { version: '2', trackingId },
    metadata: { lang: 'en_US', mobile: false },
  });

/** POST /carts/my/items's body: one queen mattress. */
export const ADD_MATTRESS = JSON.stringify({
  items: [{ productID: MATTRESS, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] }],
});

/** The sandbox card token request for the card that always succeeds. */
export const CARD_4242 = JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });

/** Each checkout comes from an address of its own (behind the trusted loopback proxy), as shoppers do: the sandbox's
 * per-address card-token limit is a guard against card testing, not a cap on a store's sales. */
export const shopperAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
