import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADDRESSES, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-redirect';
mkdirSync(SHOTS, { recursive: true });

const BRAND = 'nestwood';
const LINES = [{ name: 'mattress', size: 'queen' }];

/** A guest with a filled cart types the address and lands on billing. */
async function toBilling(page: Page, width = 1280): Promise<CheckoutSteps> {
  await page.setViewportSize({ width, height: 900 });
  await fillCart(page, BRAND, LINES);
  const steps = new CheckoutSteps(page, BRAND);
  const form = new CheckoutForm(page);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await form.fillAddress(ADDRESSES.US);
  await form.continueTo('billing');
  await steps.waitFor('billing');
  return steps;
}

/** Picks a payment method by its label and goes to review. */
async function chooseAndReview(page: Page, steps: CheckoutSteps, label: string): Promise<void> {
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: label, exact: true }).check();
  await new CheckoutForm(page).continueTo('review');
  await steps.waitFor('review');
  expect((await page.getByTestId('review-payment').textContent())?.trim()).toContain(label);
}

/** Place order, then the sandbox provider's page (its own origin path under /api/sandbox) answers. */
async function answerAtProvider(page: Page, answer: 'Approve' | 'Cancel' | 'Decline', heading: string): Promise<void> {
  await page.getByTestId('place-order').click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/'));
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

async function shortIdOnSuccess(page: Page, steps: CheckoutSteps): Promise<string> {
  await steps.waitFor('success');
  return ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
}

async function savedOrder(page: Page): Promise<{ status: string; extraData?: Record<string, unknown>; paymentDetails: unknown }> {
  const id = await page.evaluate(() => localStorage.getItem('orderID'));
  const body = await page.evaluate(async (orderId) => (await (await fetch(`/api/orders/${orderId}`)).json()) as unknown, id);
  return (body as { result: { status: string; paymentDetails: unknown } }).result;
}

describe('redirect providers from billing to success (Billing submit, Payment)', () => {
  it.each([1280, 390])('at %i px: Affirm approved at its page -> success with the order’s short id', async (width) => {
    const page = await newPage(await browser());
    const steps = await toBilling(page, width);
    await page.getByRole('radio', { name: 'Affirm', exact: true }).check();
    // No card field for a non-card provider: the sentence says where the payment is approved.
    expect(await page.locator('iframe[src="/api/sandbox/card/field"]').count()).toBe(0);
    await page.getByText('You will approve the payment with Affirm after Place order.').waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-affirm-${width}.png`, fullPage: true });
    await new CheckoutForm(page).continueTo('review');
    await steps.waitFor('review');
    expect((await page.getByTestId('review-payment').textContent())?.trim()).toBe('Affirm');
    await page.screenshot({ path: `${SHOTS}/review-affirm-${width}.png`, fullPage: true });
    await answerAtProvider(page, 'Approve', 'Pay with Affirm');
    const shortId = await shortIdOnSuccess(page, steps);
    expect(shortId).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    expect(await savedOrder(page)).toMatchObject({ status: 'paid', paymentDetails: { billingProvider: 'affirm' } });
  });

  it('Splitit with 6 payments: the plan reaches the provider and the order -> success', async () => {
    const page = await newPage(await browser());
    const steps = await toBilling(page);
    await page.getByRole('radio', { name: 'SplitIt', exact: true }).check();
    const count = page.getByLabel('Number of payments');
    expect(await count.inputValue()).toBe('12');
    await count.selectOption('6');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/billing-splitit-${width}.png`, fullPage: true });
    }
    await new CheckoutForm(page).continueTo('review');
    await steps.waitFor('review');
    expect((await page.getByTestId('review-payment').textContent())?.trim()).toBe('SplitIt, 6 payments');
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/'));
    await page.getByText(/^6 payments of \$/).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await shortIdOnSuccess(page, steps);
    expect(await savedOrder(page)).toMatchObject({ status: 'paid', extraData: { numberOfPayments: 6 } });
  });

  it('Afterpay approved (its orderToken marker) -> success', async () => {
    const page = await newPage(await browser());
    const steps = await toBilling(page);
    await chooseAndReview(page, steps, 'After Pay');
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/'));
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await shortIdOnSuccess(page, steps);
    expect(await savedOrder(page)).toMatchObject({ status: 'paid', paymentDetails: { billingProvider: 'afterPay' } });
  });

  it('Affirm cancelled at its page: back on billing with the message; Affirm again is a new page and pays', async () => {
    const page = await newPage(await browser());
    const steps = await toBilling(page);
    await chooseAndReview(page, steps, 'Affirm');
    await answerAtProvider(page, 'Cancel', 'Pay with Affirm');
    const modal = page.getByRole('dialog', { name: 'We could not complete your order' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('The payment was cancelled. Please choose a payment method and try again.');
    await steps.waitFor('billing');
    await page.screenshot({ path: `${SHOTS}/affirm-cancelled-390.png` });
    await modal.getByRole('button', { name: 'Try again' }).click();
    // Another start is a new page, not a replay of the cancelled one.
    await chooseAndReview(page, steps, 'Affirm');
    await answerAtProvider(page, 'Approve', 'Pay with Affirm');
    await shortIdOnSuccess(page, steps);
  });

  it('Acima declined: the lease fallback modal offers another payment method (the card, preselected)', async () => {
    const page = await newPage(await browser());
    const steps = await toBilling(page);
    await chooseAndReview(page, steps, 'Acima');
    await answerAtProvider(page, 'Decline', 'Pay with Acima');
    const modal = page.getByRole('dialog', { name: 'Your lease was not approved' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Your Acima lease application was declined.');
    await steps.waitFor('billing');
    expect(await page.getByTestId('checkout-error-dialog').isVisible()).toBe(false);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/acima-fallback-${width}.png` });
    }
    await modal.getByRole('button', { name: 'Choose another payment method' }).click();
    expect(await page.getByRole('radio', { name: 'Card', exact: true }).isChecked()).toBe(true);
    await new CheckoutForm(page).cardFrame().getByLabel('Card number').waitFor();
  });

  it('Instalment trigger: "Pay with Splitit" sets 12 payments, moves to review and pays (the provider’s page)', async () => {
    const page = await newPage(await browser());
    const steps = await toBilling(page);
    await page.getByRole('button', { name: 'Pay with Splitit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/'));
    await page.getByText(/^12 payments of \$/).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await shortIdOnSuccess(page, steps);
    expect(await savedOrder(page)).toMatchObject({ status: 'paid', extraData: { numberOfPayments: 12 } });
  });

  it('Instalment trigger: "Pay with Affirm" moves to review and pays', async () => {
    const page = await newPage(await browser());
    const steps = await toBilling(page);
    await page.getByRole('button', { name: 'Pay with Affirm', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/'));
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await shortIdOnSuccess(page, steps);
    expect(await savedOrder(page)).toMatchObject({ status: 'paid', paymentDetails: { billingProvider: 'affirm' } });
  });
});
