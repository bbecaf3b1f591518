import { describe, expect, it } from 'vitest';
import type { Availability } from './product';
import { shippingTime, type ShippingTimeInput } from './shipping-time';

const sku = (shippingFrom: number, shippingTo: number, wgsShippingFrom = 7, wgsShippingTo = 14): Availability => ({
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom,
  shippingTo,
  wgsShippingFrom,
  wgsShippingTo,
});
const ground = { carrier: 'ground', from: 2, to: 3 } as const;
const partner = { carrier: 'partner', from: 2, to: 3 } as const;

describe('shippingTime: the one statement of when an order ships', () => {
  it.each<{ rule: string; input: ShippingTimeInput; when: string; text: string }>([
    {
      rule: "the brand's window when no sku is stated (home page, content pages)",
      input: { shipping: ground },
      when: '2 - 3 business days',
      text: 'Ships by ground carrier in 2 - 3 business days.',
    },
    {
      rule: 'a partner storefront ships through its partners',
      input: { shipping: partner },
      when: '2 - 3 business days',
      text: 'Ships through our partners in 2 - 3 business days.',
    },
    {
      rule: "a brand window of 1 - 1 is 24-hour shipping, stated '24 Hours!' with no full stop after it",
      input: { shipping: { carrier: 'ground', from: 1, to: 1 } },
      when: '24 Hours!',
      text: 'Ships by ground carrier in 24 Hours!',
    },
    {
      rule: "a sku's own window wins over the brand's (product page)",
      input: { shipping: ground, availabilities: [sku(2, 5)] },
      when: '2 - 5 business days',
      text: 'Ships by ground carrier in 2 - 5 business days.',
    },
    {
      rule: 'a sku shipping in 1 - 1 ships in 24 hours',
      input: { shipping: ground, availabilities: [sku(1, 1)] },
      when: '24 Hours!',
      text: 'Ships by ground carrier in 24 Hours!',
    },
    {
      rule: 'several skus ship when the slowest does (cart, checkout)',
      input: { shipping: ground, availabilities: [sku(1, 1), sku(2, 3)] },
      when: '2 - 3 business days',
      text: 'Ships by ground carrier in 2 - 3 business days.',
    },
    {
      rule: "an upper bound of 1 without 24-hour shipping reads as 2 ('from - to')",
      input: { shipping: ground, availabilities: [sku(0, 1)] },
      when: '0 - 2 business days',
      text: 'Ships by ground carrier in 0 - 2 business days.',
    },
    {
      rule: 'white glove delivery states the white glove windows',
      input: { shipping: ground, availabilities: [sku(2, 3, 7, 14)], whiteGlove: true },
      when: '7 - 14 business days',
      text: 'Ships with white glove delivery in 7 - 14 business days.',
    },
    {
      rule: 'Alaska ships by freight: the extra days on the brand window',
      input: { shipping: ground, region: { country: 'US', state: 'AK' } },
      when: '7 - 14 business days',
      text: 'Ships to Alaska by air and ocean freight in 7 - 14 business days.',
    },
    {
      rule: 'Hawaii ships by freight, never in 24 hours: the extra days on the sku window',
      input: { shipping: ground, availabilities: [sku(1, 1)], region: { country: 'US', state: 'hi' } },
      when: '6 - 12 business days',
      text: 'Ships to Hawaii by ocean freight in 6 - 12 business days.',
    },
    {
      rule: 'a partner storefront to Hawaii goes by freight too',
      input: { shipping: partner, region: { country: 'US', state: 'HI' } },
      when: '7 - 14 business days',
      text: 'Ships to Hawaii by ocean freight in 7 - 14 business days.',
    },
    {
      rule: 'a contiguous state keeps the window',
      input: { shipping: ground, availabilities: [sku(2, 3)], region: { country: 'US', state: 'NY' } },
      when: '2 - 3 business days',
      text: 'Ships by ground carrier in 2 - 3 business days.',
    },
    {
      rule: 'a stated window (an order line) is used as given',
      input: { shipping: ground, window: { from: 12, to: 13 } },
      when: '12 - 13 business days',
      text: 'Ships by ground carrier in 12 - 13 business days.',
    },
    {
      rule: 'a stated 24-hour window',
      input: { shipping: partner, window: { from: 1, to: 1, twentyFourHour: true } },
      when: '24 Hours!',
      text: 'Ships through our partners in 24 Hours!',
    },
  ])('$rule', ({ input, when, text }) => {
    const time = shippingTime(input);
    expect(time.when).toBe(when);
    expect(time.text).toBe(text);
    expect(`${time.lead}${time.when}${time.end}`).toBe(text);
  });
});
