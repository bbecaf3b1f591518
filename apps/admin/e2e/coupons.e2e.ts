import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CartPage } from '../../web/e2e/pages/cart-page';
import { fillCart } from '../../web/e2e/pages/checkout-steps';
import { browserForFile } from '../../web/e2e/support/browser';
import { CouponsPage } from './pages/coupons-page';
import { SignInPage } from './pages/sign-in-page';
import { shot, staffAccounts, staffPage } from './support/stack';

/**
 * Coupons at 1440 px: the nestwood manager creates a 20% coupon in the staff application; a shopper applies it to a
 * storefront cart holding the demo Pillow ($63.75) and sees $12.75 off (1280 px and 390 px). The manager pauses it:
 * the shopper's cart drops it when next opened and typing it again is refused with 'Invalid Coupon Code'. Resumed and
 * edited to 25%, the cart takes it again at the new discount.
 */

const browser = browserForFile();
const staff = staffAccounts();
const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

let started = 0;
afterAll(() => {
  console.log(`coupons journey took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

async function shopperAt(b: Browser, width: number): Promise<Page> {
  const context = await b.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

describe('coupons', () => {
  it('a manager creates a coupon, a shopper uses it, and once paused the cart refuses it', async () => {
    started = Date.now();
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(staff.nestwoodManager.email, staff.nestwoodManager.password!)).toBe('signed-in');
    const coupons = new CouponsPage(page);
    await coupons.goto('nestwood');
    await shot(page, 'coupons-01-list');

    // The form checks the rules with the catalogue file's schema: a percent over 100 is shown beside its field.
    expect(await coupons.refusedPercent(code, 150)).toBe('a percent coupon takes 1 to 100');
    await shot(page, 'coupons-02a-new-refused', { fullPage: false });
    await coupons.create({ code, percent: 20 });
    expect(await coupons.status()).toBe('Active');
    await shot(page, 'coupons-02-created');

    // The shopper: the demo Pillow at $63.75 in a storefront cart; 20% off is $12.75.
    const shopper = await shopperAt(browser(), 1280);
    await fillCart(shopper, 'nestwood', [{ name: 'pillow', size: 'standard' }]);
    const cart = new CartPage(shopper, 'nestwood');
    await cart.goto();
    await cart.settled();
    await cart.applyCoupon(code.toLowerCase());
    await expect.poll(() => cart.appliedCoupon(), { timeout: 10_000 }).toBe(code);
    expect(await cart.summary('coupon')).toBe('-$12.75');
    await shot(shopper, 'coupons-03-storefront-applied-1280');
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shot(shopper, 'coupons-04-storefront-applied-390');

    // Paused in the staff application: the cart drops it and the code is refused.
    await coupons.change('Pause', 'Coupon paused');
    await expect.poll(() => coupons.status()).toBe('Paused');
    await shot(page, 'coupons-05-paused');
    await cart.goto();
    await cart.settled();
    await expect.poll(() => cart.appliedCoupon(), { timeout: 10_000 }).toBeNull();
    await cart.applyCoupon(code);
    await expect.poll(() => cart.couponError(), { timeout: 10_000 }).toBe('Invalid Coupon Code');
    expect(await cart.summary('coupon')).toBeNull();
    await shot(shopper, 'coupons-06-storefront-refused-390');
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await shot(shopper, 'coupons-07-storefront-refused-1280');

    // Resumed and edited to 25% off: the shopper's cart takes it again, with the new discount ($15.94).
    await coupons.change('Resume', 'Coupon resumed');
    await coupons.editPercent(25);
    await expect.poll(() => coupons.status()).toBe('Active');
    await shot(page, 'coupons-08-edited');
    await cart.applyCoupon(code);
    await expect.poll(() => cart.appliedCoupon(), { timeout: 10_000 }).toBe(code);
    expect(await cart.summary('coupon')).toBe('-$15.94');
    await coupons.change('Pause', 'Coupon paused');

    // The list finds it by code and shows it paused.
    await coupons.goto('nestwood');
    await coupons.search(code.slice(0, 8).toLowerCase());
    await expect.poll(() => coupons.codes()).toContain(code);
    await shot(page, 'coupons-09-list-search');
  });
});
