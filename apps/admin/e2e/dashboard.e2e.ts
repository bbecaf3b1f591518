import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CartDrawer } from '../../web/e2e/pages/cart-drawer';
import { CheckoutSteps } from '../../web/e2e/pages/checkout-steps';
import { ProductPage } from '../../web/e2e/pages/product-page';
import { browserForFile, newPage } from '../../web/e2e/support/browser';
import { DashboardPage } from './pages/dashboard-page';
import { OrdersPage } from './pages/orders-page';
import { SignInPage } from './pages/sign-in-page';
import { minorUnits, placeOrder } from './support/shopper';
import { shot, staffAccounts, staffPage } from './support/stack';

/**
 * The dashboard at 1440 px: a guest places an order through the storefront's checkout; the nestwood manager signs in
 * and lands on the dashboard, whose orders and revenue are those of the paid orders the orders page lists for the same
 * days; the period picker, the tables of figures and the funnel; a shopper's product view, add to cart and checkout
 * start in the browser show in the funnel within seconds; an all-brands owner sees USD and CAD apart.
 */

const browser = browserForFile();
const staff = staffAccounts();

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let started = 0;
afterAll(() => console.log(`dashboard journey took ${((Date.now() - started) / 1000).toFixed(1)} s`));

/** A screenshot with the pointer off the charts (a hovered chart shows its tooltip). */
async function cleanShot(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.mouse.move(0, 0);
  await shot(page, name, options);
}

/** Signs a member in with their password and answers their page once the app shows its sections. */
async function signedIn(key: 'nestwoodManager' | 'owner'): Promise<Page> {
  const { page } = await staffPage(browser());
  const signIn = new SignInPage(page);
  await signIn.goto();
  expect(await signIn.signIn(staff[key].email, staff[key].password!)).toBe('signed-in');
  return page;
}

/** What the orders page lists for the days: how many orders were paid and their totals (every page loaded). */
async function paidOnOrdersPage(page: Page, from: string, to: string): Promise<{ count: number; total: number; text: string }> {
  const list = new OrdersPage(page);
  await list.goto(`?from=${from}&to=${to}`);
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    await more.click();
    await list.loaded();
  }
  const rows = (await list.rows()).filter((row) => !row.includes('No orders'));
  // An order counts on the dashboard once paid, whatever came after (refunded, cancelled after a refund).
  const paid = rows.filter((row) => !row.includes('Unpaid'));
  // The Total column is the row's last amount but one when a refund shows under it ("$x refunded").
  const totalOf = (row: string) =>
    minorUnits(
      row
        .replace(/\$[\d,]+\.\d{2} refunded/, '')
        .split(/(?=\$)/)
        .at(-1)!,
    );
  return { count: paid.length, total: paid.reduce((sum, row) => sum + totalOf(row), 0), text: rows.join('\n') };
}

describe('dashboard', () => {
  it("a manager's dashboard adds up with the orders page, by period, with the funnel", async () => {
    started = Date.now();
    const placed = await placeOrder(browser(), 'nestwood', [{ name: 'mattress', size: 'queen' }]);

    // The start page of a member who may read the dashboard is the dashboard (the last 30 days by default).
    const page = await signedIn('nestwoodManager');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.loaded();
    expect(await page.getByText('Nestwood').first().isVisible()).toBe(true);
    const orders = await dashboard.orders();
    const revenue = await dashboard.revenue();
    expect(orders).toBeGreaterThanOrEqual(1);
    expect(await dashboard.card('Orders')).toMatch(/(vs \d[\d,]*|Nothing) in the 30 days before$/);
    await cleanShot(page, 'dashboard-01-manager-30-days');

    // The orders page, for the same 30 UTC days: the same paid orders and the same money.
    const listed = await paidOnOrdersPage(page, utcDay(-29), utcDay());
    expect(listed.text).toContain(placed.shortId);
    expect({ orders, revenue }).toEqual({ orders: listed.count, revenue: listed.total });

    // Last 7 days: today's row of the orders table holds today's orders and money.
    await dashboard.goto();
    await dashboard.choosePreset(7);
    const byDay = await dashboard.figures('Orders by day (USD)');
    expect(byDay).toHaveLength(7);
    const today = byDay.at(-1)!;
    const todays = await paidOnOrdersPage(page, utcDay(), utcDay());
    expect(Number(today[1]!.replace(/,/g, ''))).toBe(todays.count);
    expect(minorUnits(today[2]!)).toBe(todays.total);
    await dashboard.goto('?days=7');
    await cleanShot(page, 'dashboard-02-manager-7-days');

    // The funnel shows its four steps; purchases are counted from the recorded paid-order events.
    const funnel = await dashboard.figures('Funnel (all currencies)');
    expect(funnel.map((row) => row[0])).toEqual(['Product views', 'Added to cart', 'Checkout started', 'Purchases']);

    // A custom period the API would refuse is stopped at the form, with the reason beside it.
    const error = await dashboard.customPeriod(utcDay(-3), utcDay(-5));
    expect(error).toBe('The first day must not be after the last day');
    await cleanShot(page, 'dashboard-03-custom-period-error', { fullPage: false });
    expect(await dashboard.customPeriod(utcDay(-13), utcDay())).toBe('');
    await page.waitForURL((url) => url.searchParams.get('from') === utcDay(-13));
    await dashboard.loaded();
    expect(await dashboard.figures('Revenue and refunds by day (USD)')).toHaveLength(14);
  });

  it("a product view, an add to cart and a checkout start in a shopper's browser show in the funnel within seconds", async () => {
    const page = await signedIn('nestwoodManager');
    const dashboard = new DashboardPage(page);
    const funnelCounts = async (): Promise<number[]> => {
      await dashboard.goto('?days=7');
      const rows = await dashboard.figures('Funnel (all currencies)');
      return rows.map((row) => Number(row[1]!.replace(/,/g, '')));
    };
    const before = await funnelCounts();

    // The shopper, in the browser: the product page (view_item), Add to cart (add_to_cart), the checkout (begin_checkout).
    const shopper = await newPage(browser());
    const product = new ProductPage(shopper, 'nestwood');
    await product.goto('/mattress');
    await product.waitForAddOns();
    await product.addToCart();
    await new CartDrawer(shopper).waitOpen();
    await shopper.evaluate(() => localStorage.setItem('checkoutExtendModalTriggered', 'true'));
    const steps = new CheckoutSteps(shopper, 'nestwood');
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await shopper.context().close();

    // The storefront sends its counts every 2 s: the dashboard shows them within a few seconds.
    const started = Date.now();
    await expect
      .poll(async () => (await funnelCounts()).slice(0, 3).map((count, i) => count - before[i]!), {
        timeout: 15_000,
        interval: 1000,
      })
      .toEqual([1, 1, 1]);
    console.log(
      `funnel counts showed on the dashboard ${((Date.now() - started) / 1000).toFixed(1)} s after the checkout opened`,
    );
    await cleanShot(page, 'dashboard-05-funnel-from-the-browser');
  });

  it('an all-brands owner sees USD and CAD brands apart, never added together', async () => {
    const page = await signedIn('owner');
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const currencies = page.getByRole('radiogroup', { name: 'Currency' });
    expect((await currencies.getByRole('radio').allInnerTexts()).map((t) => t.split('·')[0]!.trim())).toEqual(['USD', 'CAD']);
    await cleanShot(page, 'dashboard-04-owner-all-brands');
    await currencies.getByRole('radio', { name: /CAD/ }).click();
    expect(await dashboard.kpi('Revenue').innerText()).toMatch(/^CA\$/);
    await page.getByRole('region', { name: 'Orders by day (CAD)' }).waitFor();
  });
});
