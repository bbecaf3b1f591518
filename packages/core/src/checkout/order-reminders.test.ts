import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { orderPaymentMethod, orderShippingEstimate, orderTrials, type TrialLine } from './order-reminders';

const line = (title: string, group: TrialLine['group'], trial?: string | null): TrialLine => ({ title, group, trial });

describe('orderTrials: each trial an order comes with, once, naming its lines', () => {
  it.each<[string, keyof typeof BRANDS, TrialLine[], Array<{ trial: string; titles: string[] }>]>([
    [
      'a mattress: the brand’s mattress trial',
      'nestwood',
      [line('Luxe Hybrid Mattress', 'mattress')],
      [{ trial: '365-night trial', titles: ['Luxe Hybrid Mattress'] }],
    ],
    [
      'the same on a brand with a shorter trial',
      'driftvale',
      [line('Hybrid Mattress', 'mattress')],
      [{ trial: '180-night trial', titles: ['Hybrid Mattress'] }],
    ],
    [
      'a mattress, two bedding lines and a frame: one entry per trial, in line order',
      'nestwood',
      [
        line('Luxe Hybrid Mattress', 'mattress'),
        line('Pillow', 'bedding'),
        line('Modern Platform Bed', 'bed-frame'),
        line('Sheet Set', 'bedding'),
      ],
      [
        { trial: '365-night trial', titles: ['Luxe Hybrid Mattress'] },
        { trial: '60-night bedding trial', titles: ['Pillow', 'Sheet Set'] },
        { trial: '50-night trial', titles: ['Modern Platform Bed'] },
      ],
    ],
    [
      'a product’s own claim wins over its group’s (a topper’s 30 nights, a bundle with a mattress)',
      'nestwood',
      [line('Softer Mattress Topper', 'bedding', '30-night trial'), line('Foundation Mattress Set', 'bundle', '365-night trial')],
      [
        { trial: '30-night trial', titles: ['Softer Mattress Topper'] },
        { trial: '365-night trial', titles: ['Foundation Mattress Set'] },
      ],
    ],
    ['a product whose claim has no trial (furniture) has none', 'nestwood', [line('Nightstand', 'furniture', null)], []],
    ['a group without a trial in the registry has none', 'nestwood', [line('Extended Warranty', 'warranty')], []],
    [
      'the same title twice is named once',
      'nestwood',
      [line('Pillow', 'bedding'), line('Pillow', 'bedding')],
      [{ trial: '60-night bedding trial', titles: ['Pillow'] }],
    ],
  ])('%s', (_label, brand, lines, trials) => {
    expect(orderTrials(lines, BRANDS[brand].copy)).toEqual(trials);
  });
});

describe('orderShippingEstimate: the order ships when its slowest line does', () => {
  const shipping = (from: number, to: number) => ({ shipping: { from, to, estimate: `${from} - ${to}` } });
  it.each([
    ['one line', [shipping(2, 3)], '2 - 3'],
    ['the latest start and the latest end', [shipping(2, 3), shipping(5, 7), shipping(1, 9)], '5 - 9'],
    ['an upper bound of 1 shows as 2', [shipping(1, 1)], '1 - 2'],
    ['every line ships in 24 hours: so does the order', [{ shipping: { from: 1, to: 1, estimate: '24 Hours!' } }], '24 Hours!'],
    [
      'one 24-hour line beside a 2 - 3 line: the slower one',
      [{ shipping: { from: 1, to: 1, estimate: '24 Hours!' } }, shipping(2, 3)],
      '2 - 3',
    ],
    ['no lines: none', [], null],
    [
      'a same-day order: every line today',
      [{ shipping: { from: 0, to: 0, estimate: 'Today' } }, { shipping: { from: 0, to: 0, estimate: 'Today' } }],
      'Today',
    ],
  ])('%s', (_label, lines, estimate) => {
    expect(orderShippingEstimate(lines)).toBe(estimate);
  });
});

describe('orderPaymentMethod', () => {
  it.each([
    ['a card', 147_267, 'stripeDirect', 'Card'],
    ['the Canadian card provider', 100, 'stripeCanada', 'Card'],
    ['PayPal', 5_000, 'paypal', 'PayPal'],
    ['a zero total, whatever the provider chosen', 0, 'stripeDirect', 'Nothing to pay'],
    ['an unknown provider is named as stored', 5_000, 'someBank', 'someBank'],
  ])('%s', (_label, total, provider, label) => {
    expect(orderPaymentMethod(total, provider)).toBe(label);
  });
});
