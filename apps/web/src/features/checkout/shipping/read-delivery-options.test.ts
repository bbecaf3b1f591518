import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import { readDeliveryOptions } from './read-delivery-options';

/** GET /api/carts/my/delivery-options answers `result` in the API's envelope; other paths are not expected. */
function answering(result: unknown) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    paths.push(url);
    return new Response(JSON.stringify({ status: 'ok', result }), { status: 200 });
  });
  return paths;
}
afterEach(() => {
  vi.unstubAllGlobals();
  updateCheckout({ sddInfo: null, deliveryOption: null, withMattressRemoval: false });
});

const standard = {
  name: 'standard-shipping',
  title: 'Standard shipping',
  description: 'Ships by ground carrier in 24 Hours!',
  details: 'We email a tracking link as soon as your order ships.',
  pricing: { price: { amount: 0 }, label: 'Free shipping' },
  isDefault: true,
};
const available = {
  available: true,
  reason: null,
  message: null,
  zone: 'New York City',
  cutoff: 'Order by 12 pm for delivery today',
  fee: 4900,
  estimate: 'Today',
};
const outside = {
  available: false,
  reason: 'outside-zone',
  message: 'Same-day delivery does not reach 30305.',
  zone: null,
  cutoff: null,
  fee: null,
  estimate: null,
};

describe("the checkout store's sddInfo follows the API's answer for the shipping ZIP", () => {
  it.each([
    ['a ZIP in the zone before the cut-off', available, 'same-day-delivery'],
    ['a ZIP outside every zone', outside, 'standard-shipping'],
  ])('%s', async (_case, sddInfo, chosen) => {
    const paths = answering({ options: [standard], selected: { name: chosen, withMattressRemoval: false }, sddInfo });
    await readDeliveryOptions();
    expect(paths).toEqual(['/api/carts/my/delivery-options']);
    expect(checkoutSnapshot().sddInfo).toEqual(sddInfo);
    expect(checkoutSnapshot().deliveryOption).toBe(chosen);
  });

  it('an answer that is no longer current changes nothing', async () => {
    answering({ options: [standard], selected: { name: 'standard-shipping', withMattressRemoval: false }, sddInfo: available });
    expect(await readDeliveryOptions(() => false)).toBeNull();
    expect(checkoutSnapshot().sddInfo).toBeNull();
  });
});
