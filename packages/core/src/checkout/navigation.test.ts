import { describe, expect, it } from 'vitest';
import {
  canMove,
  hasProviderReturnMarker,
  isCheckoutPath,
  resolveEntryStep,
  stepForPath,
  stepHref,
  walletReturnStep,
  type CheckoutStep,
  type NavigationContext,
} from './navigation';

const base: NavigationContext = {
  cartItemCount: 2,
  hasShippingLine: true,
  billingSubmitted: false,
  paymentProvider: 'stripeDirect',
  previousStep: null,
  hasOrder: false,
  query: {},
};
const ctx = (over: Partial<NavigationContext>): NavigationContext => ({ ...base, ...over });

describe('"Navigation between steps": the step entered by URL', () => {
  it.each<[string, CheckoutStep, Partial<NavigationContext>, CheckoutStep]>([
    ['an empty cart goes to cart (shipping)', 'shipping', { cartItemCount: 0 }, 'cart'],
    ['an empty cart goes to cart (billing)', 'billing', { cartItemCount: 0 }, 'cart'],
    ['an empty cart goes to cart (review)', 'review', { cartItemCount: 0 }, 'cart'],
    ['billing without a shipping address line goes to shipping', 'billing', { hasShippingLine: false }, 'shipping'],
    ['billing with a shipping address line stays', 'billing', {}, 'billing'],
    ['shipping with items stays', 'shipping', { hasShippingLine: false }, 'shipping'],
    [
      'review with an express provider (Amazon Pay) and a previous step of review goes to shipping',
      'review',
      { paymentProvider: 'amazonPay', previousStep: 'review' },
      'shipping',
    ],
    [
      'review with an express wallet and a previous step of review goes to shipping',
      'review',
      { paymentProvider: 'googlepay', previousStep: 'review' },
      'shipping',
    ],
    [
      'review with the linked type and a previous step of review goes to shipping',
      'review',
      { paymentProvider: 'link', previousStep: 'review' },
      'shipping',
    ],
    ['review otherwise, with a shipping address line, goes to billing', 'review', { previousStep: 'review' }, 'billing'],
    [
      'review with an express provider from billing, with a shipping line, goes to billing',
      'review',
      { paymentProvider: 'amazonPay', previousStep: 'billing' },
      'billing',
    ],
    ['review otherwise, without a shipping address line, goes to shipping', 'review', { hasShippingLine: false }, 'shipping'],
    ['success leaves the step unchanged', 'success', { cartItemCount: 0, hasShippingLine: false }, 'success'],
    ['an existing order leaves the step unchanged', 'review', { hasOrder: true, cartItemCount: 0 }, 'review'],
    [
      'Back from success: a paid order and an empty cart go to the cart (review)',
      'review',
      { hasOrder: true, orderPaid: true, cartItemCount: 0 },
      'cart',
    ],
    [
      'Back from success: a paid order and an empty cart go to the cart (billing)',
      'billing',
      { hasOrder: true, orderPaid: true, cartItemCount: 0 },
      'cart',
    ],
    [
      'a paid order and a new cart: billing follows the usual rules',
      'billing',
      { hasOrder: true, orderPaid: true, hasShippingLine: false },
      'shipping',
    ],
    [
      'a reload of review with billing’s payment kept stays on review',
      'review',
      { billingSubmitted: true, previousStep: 'review' },
      'review',
    ],
    [
      'review with billing passed but no shipping line goes to shipping',
      'review',
      { billingSubmitted: true, hasShippingLine: false },
      'shipping',
    ],
    [
      'an express provider back on review goes to shipping even with billing passed',
      'review',
      { paymentProvider: 'link', previousStep: 'review', billingSubmitted: true },
      'shipping',
    ],
    ['the cart leaves the step unchanged', 'cart', { cartItemCount: 0 }, 'cart'],
    [
      'review with payment_intent is never redirected away',
      'review',
      { cartItemCount: 0, query: { payment_intent: 'pi_1' } },
      'review',
    ],
    [
      'review with amazonCheckoutSessionId is never redirected away',
      'review',
      { hasShippingLine: false, query: new URLSearchParams('amazonCheckoutSessionId=abc') },
      'review',
    ],
  ])('%s', (_name, requested, over, expected) => {
    expect(resolveEntryStep(requested, ctx(over))).toBe(expected);
  });
});

describe('transitions table: in-app step moves', () => {
  it.each<[string, CheckoutStep, CheckoutStep, Partial<NavigationContext>, boolean, CheckoutStep | null]>([
    ['Proceed to checkout with items goes to shipping', 'cart', 'shipping', {}, true, null],
    ['Proceed to checkout with an empty cart stays on cart', 'cart', 'shipping', { cartItemCount: 0 }, false, 'cart'],
    ['shipping submit moves to billing', 'shipping', 'billing', {}, true, null],
    ['shipping submit moves to review when asked, after billing', 'shipping', 'review', { billingSubmitted: true }, true, null],
    ['review before billing was submitted goes to billing', 'shipping', 'review', {}, false, 'billing'],
    ['billing without a shipping line goes to shipping', 'cart', 'shipping', {}, true, null],
    ['billing submit moves to review', 'billing', 'review', { billingSubmitted: true }, true, null],
    ['a paid order moves review to success', 'review', 'success', { hasOrder: true }, true, null],
    ['success without an order goes to the cart', 'review', 'success', {}, false, 'cart'],
    ['an express wallet paid on shipping moves to success', 'shipping', 'success', { hasOrder: true }, true, null],
    ['shipping to success without an order goes to the cart', 'shipping', 'success', {}, false, 'cart'],
    ['going back needs nothing', 'review', 'shipping', { cartItemCount: 0 }, true, null],
    ['an express wallet paid on the cart page moves to success', 'cart', 'success', { hasOrder: true }, true, null],
    ['cart to success without an order stays on the cart', 'cart', 'success', {}, false, 'cart'],
    ['a move missing from the table is refused', 'billing', 'success', { hasOrder: true }, false, 'billing'],
  ])('%s', (_name, from, to, over, allowed, redirect) => {
    const check = canMove(from, to, ctx(over));
    expect(check.ok).toBe(allowed);
    if (!check.ok) expect(check.redirect).toBe(redirect);
  });
});

describe('provider return markers', () => {
  it.each<[string, string, boolean]>([
    ['amazonCheckoutSessionId', 'amazonCheckoutSessionId=x', true],
    ['orderId', 'orderId=x', true],
    ['payment_intent', 'payment_intent=pi_1', true],
    ['payment_intent_client_secret', 'payment_intent_client_secret=s', true],
    ['the Afterpay marker', 'orderToken=t&status=SUCCESS', true],
    ['the Truemed marker', 'truemedSessionId=t', true],
    ['no marker', 'utm_source=x', false],
    ['an empty marker', 'payment_intent=', false],
  ])('%s', (_name, search, expected) => {
    expect(hasProviderReturnMarker(new URLSearchParams(search))).toBe(expected);
  });
});

describe('wallet return: review at 1025 px and above, shipping below; no order or session: cart', () => {
  it.each<[string, number, boolean, string | null, CheckoutStep]>([
    ['desktop width 1025', 1025, true, 'sess', 'review'],
    ['wide desktop', 1440, true, 'sess', 'review'],
    ['width 1024', 1024, true, 'sess', 'shipping'],
    ['phone width', 390, true, 'sess', 'shipping'],
    ['missing order', 1280, false, 'sess', 'cart'],
    ['empty wallet session', 1280, true, '', 'cart'],
    ['no wallet session', 390, true, null, 'cart'],
  ])('%s', (_name, width, hasOrder, walletSessionId, expected) => {
    expect(walletReturnStep({ width, hasOrder, walletSessionId })).toBe(expected);
  });
});

describe('a step change keeps the query string only when asked', () => {
  it.each<[string, CheckoutStep, { keepQuery?: boolean; search?: string }, string]>([
    ['dropped by default', 'billing', { search: '?a=1' }, '/checkout/billing'],
    ['kept when asked', 'review', { keepQuery: true, search: '?payment_intent=pi_1' }, '/checkout/review?payment_intent=pi_1'],
    ['an empty query adds nothing', 'shipping', { keepQuery: true, search: '' }, '/checkout/shipping'],
  ])('%s', (_name, step, options, expected) => {
    expect(stepHref(step, options)).toBe(expected);
  });
});

describe('checkout paths', () => {
  it.each<[string, CheckoutStep | null, boolean]>([
    ['/checkout/cart', 'cart', true],
    ['/checkout/shipping/', 'shipping', true],
    ['/checkout/review?payment_intent=x', 'review', true],
    ['/checkout/success', 'success', true],
    ['/checkout/other', null, true],
    ['/mattresses', null, false],
  ])('%s', (path, step, checkout) => {
    expect(stepForPath(path)).toBe(step);
    expect(isCheckoutPath(path)).toBe(checkout);
  });
});
