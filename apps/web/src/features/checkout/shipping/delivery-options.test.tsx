// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import type { Cart } from '../../../lib/api/cart-schema';
import type { DeliveryView } from '../../../lib/api/delivery';
import { renderInDom } from '../../../test-support/client-render';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { DeliveryOptions } from './delivery-options';

/** A promise the test settles when it chooses, as a slow network answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const api = vi.hoisted(() => ({
  reads: [] as { resolve: (view: DeliveryView) => void }[],
  choices: [] as { name: string; removal: boolean; resolve: (cart: Cart) => void; reject: (e: unknown) => void }[],
}));

vi.mock('../../../lib/api/delivery', () => ({
  fetchDeliveryOptions: () => {
    const answer = deferred<DeliveryView>();
    api.reads.push(answer);
    return answer.promise;
  },
  chooseDeliveryOption: (name: string, removal: boolean) => {
    const answer = deferred<Cart>();
    api.choices.push({ name, removal, ...answer });
    return answer.promise;
  },
  fetchWgsPrices: () => new Promise(() => undefined),
}));
// The cart store's queue and its after-change work (analytics, the mini cart) are not this step's: the change is the request.
vi.mock('../../cart/cart-store', () => ({
  changeCartFromCheckout: (_reason: string, request: () => Promise<Cart>) => request(),
}));

const option = (name: string, title: string, amount: number): DeliveryView['options'][number] => ({
  name,
  title,
  description: `${title} description`,
  details: `${title} details`,
  pricing: { price: { amount }, label: amount === 0 ? 'Free shipping' : `$${amount / 100}` },
  isDefault: amount === 0,
});
const options = [
  option('standard-shipping', 'Standard shipping', 0),
  option('mattress-white-glove', 'White glove delivery', 14900),
];
const view = (selected: string): DeliveryView => ({
  options,
  selected: { name: selected, withMattressRemoval: false },
  sddInfo: { available: false, reason: null, message: null, zone: null, cutoff: null, fee: null, estimate: null },
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  api.reads.length = 0;
  api.choices.length = 0;
});

const checked = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="deliveryOption"]:checked')?.value ?? null;
const radio = (container: HTMLElement, value: string) =>
  container.querySelector<HTMLInputElement>(`input[name="deliveryOption"][value="${value}"]`)!;
const answerRead = (index: number, selected: string) => act(async () => api.reads[index]!.resolve(view(selected)));

describe('the delivery step keeps the shopper’s choice until the cart answers for it', () => {
  it('an options answer that left before the choice (the region was just set) does not flip the radio back', async () => {
    const first = cartFixture([cartLine('classic')]);
    const rendered = await renderInDom(createElement(DeliveryOptions, { cart: first, state: 'CA' }));
    unmount = rendered.unmount;
    await answerRead(0, 'standard-shipping');
    expect(checked(rendered.container)).toBe('standard-shipping');

    // The region set changed the cart: the options are read again, and the answer is slow.
    const withRegion = { ...first };
    await act(async () => rendered.root.render(createElement(DeliveryOptions, { cart: withRegion, state: 'CA' })));
    expect(api.reads).toHaveLength(2);
    await act(async () => radio(rendered.container, 'mattress-white-glove').click());
    expect(checked(rendered.container)).toBe('mattress-white-glove');
    expect(api.choices.map((c) => c.name)).toEqual(['mattress-white-glove']);

    // The answer sent before the choice still holds standard shipping: the shopper's choice stays.
    await answerRead(1, 'standard-shipping');
    expect(checked(rendered.container)).toBe('mattress-white-glove');

    // The cart takes the choice; the options read for the new cart are what shows from then on.
    const chosen = { ...first };
    await act(async () => api.choices[0]!.resolve(chosen));
    await act(async () => rendered.root.render(createElement(DeliveryOptions, { cart: chosen, state: 'CA' })));
    expect(api.reads).toHaveLength(3);
    await answerRead(2, 'mattress-white-glove');
    expect(checked(rendered.container)).toBe('mattress-white-glove');
  });

  it('a refused choice goes back to what the cart has, with the refusal under the options', async () => {
    const cart = cartFixture([cartLine('classic')]);
    const rendered = await renderInDom(createElement(DeliveryOptions, { cart, state: 'CA' }));
    unmount = rendered.unmount;
    await answerRead(0, 'standard-shipping');
    await act(async () => radio(rendered.container, 'mattress-white-glove').click());
    expect(checked(rendered.container)).toBe('mattress-white-glove');
    await act(async () => api.choices[0]!.reject(new Error('WGS is not available for this state.')));
    expect(checked(rendered.container)).toBe('standard-shipping');
    expect(rendered.container.querySelector('[data-testid="delivery-error"]')?.textContent).not.toBe('');
  });
});
