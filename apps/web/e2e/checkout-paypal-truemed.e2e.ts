import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRANDS, type BrandKey } from '@store/core/brands';
import { ADDRESSES, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-paypal-truemed';
mkdirSync(SHOTS, { recursive: true });

const LINES = [{ name: 'mattress', size: 'queen' }];

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A guest with a filled cart: address on shipping, then the payment method on billing, and on to review. */
async function toReview(page: Page, brand: BrandKey, method: string): Promise<CheckoutSteps> {
  await fillCart(page, brand, LINES);
  const steps = new CheckoutSteps(page, brand);
  const form = new CheckoutForm(page);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await form.fillAddress(ADDRESSES[BRANDS[brand].region]);
  await form.continueTo('billing');
  await steps.waitFor('billing');
  await page.getByRole('radio', { name: method, exact: true }).check();
  // The provider's panel shows once the choice reached the checkout store (not just the native radio).
  await page.getByTestId(`provider-panel-${method === 'Truemed' ? 'truemed' : 'paypal'}`).waitFor();
  if (brand === 'nestwood' && method === 'PayPal') await shots(page, 'paypal-billing-choice');
  await form.continueTo('review');
  await steps.waitFor('review');
  // The review's Payment block names the method (the URL changes before the new step has rendered: wait for it).
  await page.getByTestId('place-order').waitFor();
  await page.getByText(method, { exact: true }).first().waitFor();
  return steps;
}

async function shortIdOnSuccess(page: Page, steps: CheckoutSteps): Promise<string> {
  await steps.waitFor('success');
  return ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
}

describe('PayPal via braintree and Truemed (return markers, health-savings frame)', () => {
  it.each(['nestwood', 'nestwood-ca'] as const)(
    'PayPal on %s: approve on the hosted page, back on review the order is paid: success with its short id',
    async (brand) => {
      const page = await newPage(await browser());
      const steps = await toReview(page, brand, 'PayPal');
      if (brand === 'nestwood') await shots(page, 'paypal-billing-review');
      await page.getByTestId('place-order').click();
      await page.waitForURL(/\/api\/sandbox\/paypal\/pi_/);
      expect(await page.getByRole('heading', { name: 'Pay with PayPal' }).count()).toBe(1);
      if (brand === 'nestwood') await shots(page, 'paypal-page');
      expect(await page.textContent('main')).toContain(brand === 'nestwood-ca' ? 'CA$' : '$');
      await page.getByRole('button', { name: 'Approve' }).click();
      const shortId = await shortIdOnSuccess(page, steps);
      expect(shortId).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
      const id = await page.evaluate(() => localStorage.getItem('orderID'));
      const order = await page.evaluate(async (orderId) => (await (await fetch(`/api/orders/${orderId}`)).json()) as unknown, id);
      expect(order).toMatchObject({ result: { id, shortId, status: 'paid', paymentDetails: { billingProvider: 'paypal' } } });
    },
  );

  it('PayPal cancel: back in checkout with the message, on billing', async () => {
    const page = await newPage(await browser());
    const steps = await toReview(page, 'nestwood', 'PayPal');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/api\/sandbox\/paypal\/pi_/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const modal = page.getByRole('dialog', { name: 'We could not complete your order' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('The payment was cancelled.');
    await steps.waitFor('billing');
  });

  it('Truemed: the health-savings frame qualifies, Approve in the frame returns to review and the order is paid', async () => {
    const page = await newPage(await browser());
    const steps = await toReview(page, 'nestwood', 'Truemed');
    await page.getByTestId('place-order').click();
    const modal = page.getByTestId('health-savings-frame');
    await modal.getByText('Do you have an HSA or FSA card?').waitFor();
    await modal.getByLabel('Yes').check();
    await modal.getByLabel('What is the mattress for?').selectOption('back-pain');
    await shots(page, 'truemed-questions');
    await modal.getByRole('button', { name: 'Continue' }).click();
    const frame = page.frameLocator('iframe[title="Truemed payment"]');
    await frame.getByRole('button', { name: 'Approve' }).waitFor();
    await shots(page, 'truemed-frame');
    await frame.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/truemedSessionId=pi_|\/checkout\/success/);
    const shortId = await shortIdOnSuccess(page, steps);
    expect(shortId).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    await shots(page, 'truemed-success');
  });
});
