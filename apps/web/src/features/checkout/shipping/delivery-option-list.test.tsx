import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DeliveryView, SddInfo } from '../../../lib/api/delivery';
import { DeliveryOptionList } from './delivery-option-list';

const standard: DeliveryView['options'][number] = {
  name: 'standard-shipping',
  title: 'Standard shipping',
  description: 'Ships by ground carrier in 24 Hours!',
  details: 'We email a tracking link as soon as your order ships.',
  pricing: { price: { amount: 0 }, label: 'Free shipping' },
  isDefault: true,
};
const sameDay: DeliveryView['options'][number] = {
  name: 'same-day-delivery',
  title: 'Same-day delivery',
  description: 'Order by 12 pm for delivery today',
  details: 'Delivered today by our local team in New York City.',
  pricing: { price: { amount: 4900 }, label: '$49' },
  isDefault: false,
};
const open: SddInfo = {
  available: true,
  reason: null,
  message: null,
  zone: 'New York City',
  cutoff: 'Order by 12 pm for delivery today',
  fee: 4900,
  estimate: 'Today',
};
const closed: SddInfo = {
  available: false,
  reason: 'after-cutoff',
  message: 'Same-day orders in New York City close at 12 pm; it is no longer available today.',
  zone: null,
  cutoff: null,
  fee: null,
  estimate: null,
};

const render = (options: DeliveryView['options'], sddInfo: SddInfo | null, selected = 'standard-shipping') =>
  renderToStaticMarkup(
    createElement(DeliveryOptionList, {
      options,
      selected,
      withRemoval: false,
      sddInfo,
      wgsPrices: null,
      currency: 'USD',
      message: null,
      onChoose: () => undefined,
    }),
  );
const radios = (html: string) => [...html.matchAll(/type="radio"[^>]*value="([^"]+)"/g)].map((m) => m[1]);
const cutoff = (html: string) => /data-testid="same-day-cutoff">([^<]*)</.exec(html)?.[1] ?? null;

describe('the delivery step: same-day delivery and its cut-off only while sddInfo says it is available', () => {
  it.each([
    [
      'available: the option at its fee, and the cut-off',
      [standard, sameDay],
      open,
      ['standard-shipping', 'same-day-delivery'],
      'Order by 12 pm for delivery today',
    ],
    ['after the cut-off: neither', [standard], closed, ['standard-shipping'], null],
    ['not known yet: neither', [standard], null, ['standard-shipping'], null],
    ['an option the store no longer backs with sddInfo: not shown', [standard, sameDay], closed, ['standard-shipping'], null],
  ])('%s', (_case, options, sddInfo, shown, message) => {
    const html = render(options, sddInfo);
    expect(radios(html)).toEqual(shown);
    expect(cutoff(html)).toBe(message);
    expect(html.includes('$49')).toBe(message !== null);
  });

  it('chosen, it is the checked option', () => {
    const html = render([standard, sameDay], open, 'same-day-delivery');
    expect(/type="radio"[^>]*value="same-day-delivery"[^>]*checked=""|checked=""[^>]*value="same-day-delivery"/.test(html)).toBe(
      true,
    );
  });
});
