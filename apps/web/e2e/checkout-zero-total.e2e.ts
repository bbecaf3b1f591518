import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZERO_TOTAL_PAYMENT_TOKEN } from '@store/core/checkout/payment-token';
import { ADDRESSES, CheckoutForm } from './pages/checkout-form';
import { CartPage } from './pages/cart-page';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-zero-total';
mkdirSync(SHOTS, { recursive: true });

describe('a zero-total checkout on nestwood (no card validation, a placeholder token)', () => {
  it("SERVICE100 (the README's customer-service coupon) makes a pillow free: billing shows no card field, Place order pays, the order's total is 0", async () => {
    const page = await newPage(browser());
    const orderIds: Array<Promise<string>> = [];
    const paymentTokens: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().method() !== 'POST') return;
      if (pathname === '/api/orders')
        orderIds.push(response.json().then((body) => (body as { result: { id: string } }).result.id));
      if (/^\/api\/orders\/[^/]+\/payment$/.test(pathname))
        paymentTokens.push((response.request().postDataJSON() as { paymentToken: string }).paymentToken);
    });
    await fillCart(page, 'nestwood', [{ name: 'pillow', size: 'standard' }]);
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.applyCoupon('SERVICE100');
    await page.getByTestId('cart-page').getByTestId('summary-total').filter({ hasText: /^\$0$/ }).waitFor();
    await cart.settled();
    expect(await cart.appliedCoupon()).toBe('SERVICE100');
    // Nothing to spread over instalments: no financing message at 0.
    expect(await page.getByTestId('financing-messages').count()).toBe(0);

    const steps = new CheckoutSteps(page, 'nestwood');
    const form = new CheckoutForm(page);
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await form.fillAddress(ADDRESSES.US);
    await form.continueTo('billing');
    await steps.waitFor('billing');
    await page.getByTestId('zero-total-note').waitFor();
    expect(await page.locator('iframe[src="/api/sandbox/card/field"]').count()).toBe(0);
    expect(await page.getByTestId('order-summary').getByTestId('summary-total').textContent()).toBe('$0');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/billing-${width}.png`, fullPage: true });
    }
    await form.continueTo('review');
    await steps.waitFor('review');
    await page.getByTestId('place-order').click();
    await steps.waitFor('success');
    const shortId = ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
    expect(shortId).toMatch(/^\S{4,}$/);
    expect(paymentTokens).toEqual([ZERO_TOTAL_PAYMENT_TOKEN]);

    const [orderId] = await Promise.all(orderIds);
    const order = await page.evaluate(async (id) => {
      const body = (await (await fetch(`/api/orders/${id}`)).json()) as {
        result: { status: string; shortId: string; cart: { totalPrice: { amount: number } } };
      };
      return body.result;
    }, orderId!);
    expect(order).toMatchObject({ status: 'paid', shortId, cart: { totalPrice: { amount: 0 } } });
    await page.context().close();
  });
});
