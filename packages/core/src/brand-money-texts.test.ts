import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { deliveryOptions } from './cart/delivery-options';
import { regionExtras } from './cart/region-extras';
import { SAME_DAY_SERVICES } from './cart/same-day-data';
import { finderQuestions } from './finder/questions';
import { foreignMoney } from './money-text.test-support';
import { financingMessages } from './payments/financing';
import type { Availability } from './product';

const inStock: Availability = {
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 2,
  shippingTo: 3,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
};
/** A state of the store's country where crews deliver (and, in the US, removal comes with the recycling fee). */
const stateOf = (region: 'US' | 'CA') => (region === 'US' ? 'CA' : 'ON');

/** The texts core writes for a brand that carry money: delivery options, cart extras, financing and finder copy. */
function moneyTexts(key: keyof typeof BRANDS): string[] {
  const brand = BRANDS[key];
  const region = { country: brand.region, state: stateOf(brand.region) };
  const sameDay = SAME_DAY_SERVICES[key];
  const line = { quantity: 2, softGood: false, availability: inStock, title: 'Mattress', group: 'mattress' };
  const options = deliveryOptions({
    shipping: brand.shipping,
    cart: { lines: [line], hasWhiteGlove: false, mattressPieces: 2 },
    region,
    currency: brand.currency,
    // Same-day delivery at the brand's fee, where the brand offers it.
    ...(sameDay === undefined
      ? {}
      : {
          sameDay: {
            available: true,
            reason: null,
            message: null,
            zone: sameDay.zones[0]!.name,
            cutoff: sameDay.cutoffLabel,
            fee: sameDay.fee,
            estimate: 'Today',
          },
        }),
  });
  const extras = regionExtras({ region, reqDeliveryDate: null, mattressPieces: 2, currency: brand.currency });
  return [
    ...options.flatMap((o) => [o.title, o.description, o.details, o.pricing.label]),
    ...extras.map((e) => e.title),
    ...financingMessages({ amount: 149_900, currency: brand.currency }, brand.paymentProviders).map((m) => m.text),
    ...finderQuestions(brand.currency).flatMap((q) => [q.legend, ...q.options.map((o) => o.label)]),
  ];
}

describe("every brand's money texts are in the brand's currency (formatMoney), never a hand-written '$'", () => {
  it.each(Object.keys(BRANDS) as Array<keyof typeof BRANDS>)('%s', (key) => {
    const texts = moneyTexts(key);
    expect(texts.flatMap((text) => foreignMoney(text, BRANDS[key].currency))).toEqual([]);
  });

  it.each([
    ['nestwood', '$149 for the first item, $45 for each additional item'],
    ['nestwood-ca', 'CA$149 for the first item, CA$45 for each additional item'],
    ['driftvale-ca', 'CA$149 for the first item, CA$45 for each additional item'],
  ] as const)('%s: the white glove details state the fees as the option prices them', (key, fees) => {
    const details = moneyTexts(key).find((text) => text.includes('for the first item'));
    expect(details).toContain(fees);
  });

  it.each([
    ['nestwood', '$49'],
    ['plume', '$29'],
    ['nestwood-ca', 'CA$59'],
  ] as const)('%s: same-day delivery is priced in the store currency', (key, label) => {
    expect(moneyTexts(key)).toContain(label);
  });

  it.each<[string, string, string[]]>([
    ['a bare dollar amount on a CAD store', '$149 for the first item, $45 each', ['$149', '$45']],
    ['the CAD form on a CAD store', 'CA$149 for the first item, CA$1,045.50 each', []],
    ['a dollar sign without an amount', 'Prices in $ are in CAD', []],
  ])('the check itself: %s', (_case, text, found) => {
    expect(foreignMoney(text, 'CAD')).toEqual(found);
  });

  it('the check itself: the CAD form on a US store', () => {
    expect(foreignMoney('CA$149 and $45', 'USD')).toEqual(['CA$149']);
  });
});
