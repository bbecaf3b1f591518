import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  CARD_CVC_ERROR,
  CARD_EXPIRY_ERROR,
  CARD_NUMBER_ERROR,
  cardValidationMessage,
} from '@store/core/checkout/card-validation';
import { mountStripeCard, type StripeCardView } from './stripe-card';
import { loadStripeJs, STRIPE_LOAD_ERROR, type StripeFactory } from './stripe-js';

/** The Stripe.js double the live-payments journey serves, run here in a context of its own. */
const DOUBLE = readFileSync(new URL('../../../../../e2e/support/stripe-js-double.js', import.meta.url), 'utf8');

/** Just enough DOM for the double: containers that take one input each, inputs that fire `input`. */
class FakeInput {
  value = '';
  parentNode: FakeSlot | null = null;
  private listeners: Array<() => void> = [];
  setAttribute(): void {}
  addEventListener(_type: 'input', listener: () => void): void {
    this.listeners.push(listener);
  }
  type(value: string): void {
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}
class FakeSlot {
  children: FakeInput[] = [];
  ownerDocument = { createElement: () => new FakeInput() };
  appendChild(input: FakeInput): void {
    input.parentNode = this;
    this.children.push(input);
  }
  removeChild(input: FakeInput): void {
    this.children = this.children.filter((c) => c !== input);
  }
  get input(): FakeInput {
    const input = this.children[0];
    if (!input) throw new Error('nothing mounted');
    return input;
  }
}

function mounted() {
  const context: { Stripe?: StripeFactory; setTimeout: typeof setTimeout } = { setTimeout };
  runInNewContext(DOUBLE, context);
  const slots = { number: new FakeSlot(), expiry: new FakeSlot(), cvc: new FakeSlot() };
  const views: StripeCardView[] = [];
  // What createPaymentMethod was asked (the double answers as Stripe.js does).
  const requests: unknown[] = [];
  const recording: StripeFactory = (key) => {
    const client = context.Stripe!(key);
    return {
      elements: () => client.elements(),
      createPaymentMethod: (request) => {
        requests.push({ ...request, card: 'cardNumber element' });
        return client.createPaymentMethod(request);
      },
    };
  };
  const card = mountStripeCard(recording, 'pk_test_double', slots as unknown as Parameters<typeof mountStripeCard>[2], (v) =>
    views.push(v),
  );
  const fill = (number: string, expiry = '12 / 34', cvc = '123') => {
    slots.number.input.type(number);
    slots.expiry.input.type(expiry);
    slots.cvc.input.type(cvc);
  };
  return { card, slots, views, fill, requests, last: () => views.at(-1) };
}

describe('the live card field on Stripe Elements, driven against the Stripe.js double', () => {
  it("mounts Stripe's card number, expiry and CVC elements, one per slot", () => {
    const { slots } = mounted();
    expect([slots.number.children.length, slots.expiry.children.length, slots.cvc.children.length]).toEqual([1, 1, 1]);
  });

  it("each element's completeness feeds the joined card message, as the sandbox field's does", () => {
    const { slots, last } = mounted();
    slots.number.input.type('4242 4242 4242 4242');
    expect(cardValidationMessage(last()!.complete)).toBe(`${CARD_EXPIRY_ERROR} - ${CARD_CVC_ERROR}`);
    slots.expiry.input.type('12 / 34');
    slots.cvc.input.type('12');
    expect(cardValidationMessage(last()!.complete)).toBe(CARD_CVC_ERROR);
    slots.cvc.input.type('123');
    slots.number.input.type('4242');
    expect(cardValidationMessage(last()!.complete)).toBe(CARD_NUMBER_ERROR);
    slots.number.input.type('4242 4242 4242 4242');
    expect(last()).toEqual({ ready: true, complete: { number: true, expiry: true, cvc: true } });
  });

  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa', '4242'],
    ['4000 0000 0000 9995', 'pm_card_visa_chargeDeclinedInsufficientFunds', '9995'],
    ['4000 0000 0000 3220', 'pm_card_threeDSecure2Required', '3220'],
  ])(
    'tokenize() turns %s into the PaymentMethod %s (the payment token), with its last four digits',
    async (number, id, last4) => {
      const { card, fill } = mounted();
      fill(number);
      await expect(card.tokenize(null)).resolves.toEqual({ token: id, last4 });
    },
  );

  it('the PaymentMethod is made from the card and the billing name and address (billing_details)', async () => {
    const { card, fill, requests } = mounted();
    fill('4242 4242 4242 4242');
    const billing = {
      name: 'Ann Lee',
      line1: '1 Congress Ave',
      line2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    };
    await expect(card.tokenize(billing)).resolves.toEqual({ token: 'pm_card_visa', last4: '4242' });
    expect(requests).toEqual([
      {
        type: 'card',
        card: 'cardNumber element',
        billing_details: {
          name: 'Ann Lee',
          address: { line1: '1 Congress Ave', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
        },
      },
    ]);
  });

  it("a card Stripe refuses: tokenize() rejects with Stripe's own message (shows it as it is)", async () => {
    const { card, fill } = mounted();
    fill('1234 5678 9012 3456');
    await expect(card.tokenize(null)).rejects.toThrow('Your card number is incorrect.');
    fill('4242 4242 4242 4242', '13 / 34');
    await expect(card.tokenize(null)).rejects.toThrow("Your card's expiration date is incomplete.");
  });

  it('destroy() unmounts every element (billing left, or the provider changed)', () => {
    const { card, slots } = mounted();
    card.destroy();
    expect([slots.number.children, slots.expiry.children, slots.cvc.children]).toEqual([[], [], []]);
  });
});

describe('loading Stripe.js: one script tag, only when asked, a failure said plainly and retried', () => {
  function fakeDocument() {
    const scripts: Array<{ src: string; async: boolean; fire(type: 'load' | 'error'): void }> = [];
    const view: { Stripe?: StripeFactory } = {};
    const doc = {
      defaultView: view,
      head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) },
      createElement: () => {
        const listeners = new Map<string, () => void>();
        return {
          src: '',
          async: false,
          addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
          fire: (type: 'load' | 'error') => listeners.get(type)?.(),
        };
      },
    };
    return { doc: doc as unknown as Document, scripts, view };
  }

  it('adds the configured script once; resolves to window.Stripe when it loads', async () => {
    const { doc, scripts, view } = fakeDocument();
    const first = loadStripeJs('http://127.0.0.1:4999/v3/', doc);
    const second = loadStripeJs('http://127.0.0.1:4999/v3/', doc);
    expect(scripts.map((s) => [s.src, s.async])).toEqual([['http://127.0.0.1:4999/v3/', true]]);
    const factory = (() => ({})) as unknown as StripeFactory;
    view.Stripe = factory;
    scripts[0]!.fire('load');
    await expect(first).resolves.toBe(factory);
    await expect(second).resolves.toBe(factory);
    expect(await loadStripeJs('http://127.0.0.1:4999/v3/', doc)).toBe(factory);
  });

  it('a script that fails to load rejects with a message to act on, is logged as a warning, and the next call tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, scripts } = fakeDocument();
    const failed = loadStripeJs('https://js.stripe.com/v3/', doc);
    scripts[0]!.fire('error');
    await expect(failed).rejects.toThrow(STRIPE_LOAD_ERROR);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('The card library (https://js.stripe.com/v3/) could not be loaded');
    warn.mockRestore();
    void loadStripeJs('https://js.stripe.com/v3/', doc).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });
});
