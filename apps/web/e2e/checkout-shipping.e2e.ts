import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { ShippingStepPage, type ShippingAddress } from './pages/shipping-step';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-shipping';
mkdirSync(SHOTS, { recursive: true });

const MATTRESS = { name: 'mattress', size: 'queen' };
const SHEETS = { name: 'natural-cotton-sheet-set', size: 'queen' };

const SAN_FRANCISCO: ShippingAddress = {
  fullName: 'Ann Lee',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  phone: '4155551234',
  email: 'ann@example.com',
};
const VANCOUVER: ShippingAddress = {
  fullName: 'Jean Tremblay',
  line1: '800 Robson St',
  city: 'Vancouver',
  state: 'BC',
  zip: 'V6Z 2E7',
  phone: '6045551234',
  email: 'jean@example.com',
};

/** A cart with a mattress and sheets, opened on /checkout/shipping. */
async function openShipping(brand: BrandKey): Promise<{ page: Page; form: ShippingStepPage; steps: CheckoutSteps }> {
  const page = await newPage(browser());
  await fillCart(page, brand, [MATTRESS, SHEETS]);
  const steps = new CheckoutSteps(page, brand);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  return { page, form: new ShippingStepPage(page), steps };
}

describe.each(['nestwood', 'nestwood-ca'] as const)('checkout shipping step on %s', (brand) => {
  it('shows the messages for an empty form and focuses the first invalid field', async () => {
    const { page, form } = await openShipping(brand);
    await form.submit();
    await form.errorOf('Full name', 'Please enter your full name');
    expect(await form.errors()).toEqual([
      'Please enter your full name',
      'Please enter a shipping address',
      'Please enter your city',
      'Please select a state',
      'Please enter a zip code',
      'Please enter a valid phone number',
      'Please enter an e-mail address',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(new URL(page.url()).pathname).toBe('/checkout/shipping');
  });

  it("refuses a PO box with 'We do not currently ship to PO Boxes'", async () => {
    const { form } = await openShipping(brand);
    await form.fill({ line1: 'PO Box 123' });
    await form.errorOf('Address', 'We do not currently ship to PO Boxes');
  });

  it('keeps what was typed over a reload (CheckoutDataV2)', async () => {
    const { page, form, steps } = await openShipping(brand);
    await form.fill({ fullName: 'Ann Lee', line1: '1 Main St', city: 'Springfield' });
    await page.reload();
    expect(await steps.settledStep()).toBe('/checkout/shipping');
    expect(await form.field('Full name').inputValue()).toBe('Ann Lee');
    expect(await form.field('Address').inputValue()).toBe('1 Main St');
    expect(await form.field('City').inputValue()).toBe('Springfield');
  });
});

describe('checkout shipping step on nestwood (US region set)', () => {
  it("shows 'Enter a valid ZIP / postal code for CA, US' for a ZIP outside its state and does not move on", async () => {
    const { page, form } = await openShipping('nestwood');
    await form.fill({ ...SAN_FRANCISCO, city: 'New York', zip: '10001' });
    await form.errorOf('ZIP code', 'Enter a valid ZIP / postal code for CA, US');
    await form.regionSettled();
    await form.submit();
    await form.errorOf('ZIP code', 'Enter a valid ZIP / postal code for CA, US');
    // The ZIP field has focus (the field the refusal names) and the step did not change.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('postal-code');
    expect(new URL(page.url()).pathname).toBe('/checkout/shipping');
  });

  it("shows the blocked-region message for a Puerto Rico ZIP ('Blacklisted')", async () => {
    const { page, form } = await openShipping('nestwood');
    await form.fill({ ...SAN_FRANCISCO, state: 'NY', city: 'San Juan', zip: '00901' });
    await form.errorOf('ZIP code', "We're sorry, but we cannot ship items to your region.");
    await form.regionSettled();
    await form.submit();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/checkout/shipping');
  });

  it('prices the state and local tax, offers white glove and removal in CA, and moves a valid address on to billing', async () => {
    const { page, form, steps } = await openShipping('nestwood');
    expect(await form.taxRow()).toEqual({ label: 'Tax', value: 'Calculated at checkout' });
    await form.fill(SAN_FRANCISCO);
    await form.waitForTaxLabel('Tax (CA state 7.25% + San Francisco local 1.375%)');
    expect((await form.taxRow()).value).toMatch(/^\$[\d,.]+$/);
    // Delivery options: standard (free, the default) and white glove with its price.
    await form.deliveryOption('Standard shipping').waitFor();
    expect(await form.deliveryOption('Standard shipping').isChecked()).toBe(true);
    await form.deliveryOption('White glove delivery').check();
    await page.locator('[data-testid="order-summary"] dt', { hasText: /white glove/i }).waitFor();
    // CA is a removal state (CA, RI, CT).
    const removal = page.getByRole('checkbox', { name: /Old mattress removal/ });
    await removal.check();
    await page.waitForFunction(() => localStorage.getItem('mattressRemoval') === 'true');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/nestwood-filled-${width}.png`, fullPage: true });
    }
    await form.regionSettled();
    await form.submit();
    await steps.waitFor('billing');
    // The tax line stays in the summary on the next step, and the choice travelled with the cart.
    expect((await form.taxRow()).label).toBe('Tax (CA state 7.25% + San Francisco local 1.375%)');
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('CheckoutDataV2') ?? '{}') as Record<string, unknown>,
    );
    expect(saved.shippingAddress).toMatchObject({ line1: '1 Market St', zip: '94105', state: 'CA' });
    expect(saved.permissions).toEqual({ sendEmail: true, sendSMS: false });
  });

  it('is usable at 360 px (no horizontal scroll) and looks right at 1280 and 390 px', async () => {
    const { page, steps } = await openShipping('nestwood');
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await steps.overflowsHorizontally()).toBe(false);
    }
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/nestwood-errors-${width}.png`, fullPage: true });
    }
  });
});

describe('checkout shipping step on nestwood-ca (Canadian postal code and province)', () => {
  it('takes a province and postal code, prices GST + PST and moves on to billing', async () => {
    const { page, form, steps } = await openShipping('nestwood-ca');
    await form.fill(VANCOUVER);
    await form.waitForTaxLabel('Tax (GST 5% + PST 7%)');
    expect((await form.taxRow()).value).toMatch(/^CA\$[\d,.]+$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/nestwood-ca-filled-${width}.png`, fullPage: true });
    }
    await form.regionSettled();
    await form.submit();
    await steps.waitFor('billing');
  });

  it('refuses a postal code of another province', async () => {
    const { form } = await openShipping('nestwood-ca');
    await form.fill({ ...VANCOUVER, state: 'ON', city: 'Toronto' });
    await form.errorOf('ZIP code', 'Enter a valid ZIP / postal code for ON, CA');
  });
});
