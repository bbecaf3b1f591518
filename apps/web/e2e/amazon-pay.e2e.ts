import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { ADDRESSES, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/amazon-pay';
mkdirSync(SHOTS, { recursive: true });

const LINES = [{ name: 'mattress', size: 'queen' }];

/** A guest with a filled cart presses Amazon Pay on shipping and continues on Amazon's sign-in page (US address). */
async function signInWithAmazon(page: Page, brand: BrandKey, width: number): Promise<CheckoutSteps> {
  await page.setViewportSize({ width, height: 900 });
  await fillCart(page, brand, LINES);
  const steps = new CheckoutSteps(page, brand);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await page.getByRole('button', { name: 'Pay with Amazon Pay' }).click();
  await page.waitForURL((url) => /^\/api\/sandbox\/amazon-pay\/[0-9A-Za-z]{32}\/sign-in$/.test(url.pathname));
  await page.screenshot({ path: `${SHOTS}/${brand}-sign-in-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  return steps;
}

/** On review after the wallet return: Place order leads to Amazon's payment page. */
async function toPaymentPage(page: Page, steps: CheckoutSteps, brand: BrandKey): Promise<void> {
  await steps.waitFor('review');
  await page.getByText('Amazon Pay', { exact: true }).waitFor();
  await page.getByText('Back from Amazon Pay.').waitFor();
  // The wallet return sets the cart's region (taxes) as the shipping step would: Amazon asks for the total review shows.
  const total = ((await page.getByTestId('review-total').textContent()) ?? '').trim();
  await page.getByTestId('place-order').click();
  await page.waitForURL((url) => url.pathname.endsWith('/pay'));
  expect(await page.locator('strong').first().textContent()).toBe(total);
  await page.screenshot({ path: `${SHOTS}/${brand}-payment-page.png`, fullPage: true });
}

describe.each(['nestwood', 'driftvale'] as const)(
  'Amazon Pay on %s (Wallet checkout session; driftvale: the v2 API)',
  (brand) => {
    it('approve: the wallet return lands on review at 1280 with the Amazon address, and the order is paid (short id)', async () => {
      const page = await newPage(await browser());
      const steps = await signInWithAmazon(page, brand, 1280);
      await steps.waitFor('review');
      expect(new URL(page.url()).searchParams.get('amazonCheckoutSessionId')).toMatch(/^[0-9A-Za-z]{32}$/);
      await page.getByText('500 Market St').first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('amazonCheckoutSessionId'))).toMatch(/^[0-9A-Za-z]{32}$/);
      await page.getByText('Back from Amazon Pay.').waitFor();
      await page.screenshot({ path: `${SHOTS}/${brand}-review-1280.png`, fullPage: true });
      await toPaymentPage(page, steps, brand);
      await page.getByRole('button', { name: 'Approve' }).click();
      await steps.waitFor('success');
      const shortId = ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
      expect(shortId).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
      await page.screenshot({ path: `${SHOTS}/${brand}-success-1280.png`, fullPage: true });
    });
  },
);

describe('Amazon Pay cancel and the wallet return on small screens (nestwood)', () => {
  it("cancel: back in checkout with 'Error: Buyer canceled the payment', the stored session cleared and the cancel tracked", async () => {
    const page = await newPage(await browser());
    const steps = await signInWithAmazon(page, 'nestwood', 1280);
    await toPaymentPage(page, steps, 'nestwood');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await steps.waitFor('shipping');
    const dialog = page.getByTestId('checkout-error-dialog');
    await dialog.getByText('Error: Buyer canceled the payment').waitFor();
    await page.screenshot({ path: `${SHOTS}/nestwood-cancelled-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${SHOTS}/nestwood-cancelled-390.png`, fullPage: true });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('amazonCheckoutSessionId'))).toBeNull();
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []);
    expect(events.map((e) => e.event)).toContain('wallet_payment_cancelled');
  });

  it('the wallet return at 390 px lands on shipping with the address from Amazon filled in', async () => {
    const page = await newPage(await browser());
    const steps = await signInWithAmazon(page, 'nestwood', 390);
    await steps.waitFor('shipping');
    expect(await steps.value('Address')).toBe('500 Market St');
    expect(await steps.value('City')).toBe('San Francisco');
    await page.screenshot({ path: `${SHOTS}/nestwood-wallet-return-390.png`, fullPage: true });
  });
});

describe('Instalment trigger from billing: Amazon Pay goes to shipping and clicks its button', () => {
  it('choosing Amazon Pay on billing and continuing opens Amazon’s sign-in page', async () => {
    const page = await newPage(await browser());
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillCart(page, 'nestwood', LINES);
    const steps = new CheckoutSteps(page, 'nestwood');
    const form = new CheckoutForm(page);
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await form.fillAddress(ADDRESSES.US);
    await form.continueTo('billing');
    await steps.waitFor('billing');
    await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Amazon Pay', exact: true }).check();
    await page.getByRole('button', { name: 'Continue with Amazon Pay' }).click();
    await page.waitForURL((url) => /^\/api\/sandbox\/amazon-pay\/[0-9A-Za-z]{32}\/sign-in$/.test(url.pathname));
    await page.getByRole('button', { name: 'Continue' }).waitFor();
  });
});
