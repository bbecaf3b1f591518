// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderInDom } from '../test-support/client-render';
import { cartFixture, cartLine } from '../test-support/cart-fixture';
import { CreateAccountForm } from '../features/account/create-account-form';
import { OrderLookupForm } from '../features/account/order-lookup-form';
import { PasswordSignInForm } from '../features/account/password-sign-in-form';
import { ResetPasswordForm } from '../features/account/reset-password-form';
import { CartLineItem } from '../features/cart/cart-line-item';
import { CouponForm } from '../features/cart/coupon-form';
import { QuantityStepper } from '../features/cart/quantity-stepper';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

const noop = () => undefined;
const line = cartLine('classic', { title: 'The Classic Mattress', price: 129_900, quantity: 2 });

// Each server-rendered control whose work is done by script, found by its accessible name.
const controls: [string, ReactElement, string][] = [
  ['create account', createElement(CreateAccountForm), 'Create account'],
  ['sign in', createElement(PasswordSignInForm, { next: '/my-account', email: '', onEmail: noop }), 'Sign in'],
  ['order lookup', createElement(OrderLookupForm), 'Find my order'],
  ['new password', createElement(ResetPasswordForm, { token: 'a-token' }), 'Save new password'],
  ['coupon', createElement(CouponForm, { cart: cartFixture([line]) }), 'Apply'],
  [
    'quantity plus',
    createElement(QuantityStepper, { title: 'The Classic Mattress', quantity: 2, onChange: noop }),
    'Increase quantity for The Classic Mattress',
  ],
  [
    'quantity minus',
    createElement(QuantityStepper, { title: 'The Classic Mattress', quantity: 2, onChange: noop }),
    'Decrease quantity for The Classic Mattress',
  ],
  [
    'remove a line',
    createElement(CartLineItem, { line, currency: 'USD', onQuantity: noop, onRemove: noop }),
    'Remove The Classic Mattress',
  ],
];

/** The button named `name` in `root` (by its aria-label or its text). */
function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (found === undefined) throw new Error(`No button ${name}`);
  return found;
}

describe('controls that work by script wait for the page scripts', () => {
  it.each(controls)('%s: disabled in the server HTML', (_name, element, name) => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(element);
    expect(button(html, name).disabled).toBe(true);
  });

  it.each(controls)('%s: enabled once running in the browser', async (_name, element, name) => {
    const { container, unmount } = await renderInDom(element);
    expect(button(container, name).disabled).toBe(false);
    await unmount();
  });

  it("keeps the stepper's number read-only until then", async () => {
    const stepper = createElement(QuantityStepper, { title: 'The Classic Mattress', quantity: 2, onChange: noop });
    expect(renderToString(stepper)).toMatch(/<input[^>]*readOnly/i);
    const { container, unmount } = await renderInDom(stepper);
    expect(container.querySelector('input')?.readOnly).toBe(false);
    await unmount();
  });
});
