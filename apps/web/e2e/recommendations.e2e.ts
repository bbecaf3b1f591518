import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CartDrawer } from './pages/cart-drawer';
import { CartPage } from './pages/cart-page';
import { HomePage } from './pages/home-page';
import { ProductPage } from './pages/product-page';
import { RecommendationRow } from './pages/recommendation-row';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/recommendations';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();

async function pageAt(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event));

describe('recommendation row (contexts, the recommendation call, its fallback)', () => {
  it.each([1280, 390])('shows on home at %i px, its height reserved before it loads', async (width) => {
    const page = await pageAt(width);
    const bottomlineCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/reviews/bottomline')) bottomlineCalls.push(request.url());
    });
    await new HomePage(page, 'nestwood').goto();
    const row = new RecommendationRow(page);
    const reserved = await row.height();
    expect(reserved).toBeGreaterThan(300);
    await row.load();
    expect(await row.context()).toBe('homepage');
    expect(await row.source()).toBe('api');
    expect(await row.name()).toBe('Popular right now');
    expect((await row.titles()).length).toBeGreaterThan(3);
    // Stars and review counts like product cards, from ONE batch bottomlines call for the whole row.
    expect(await row.ratedCards()).toBeGreaterThan(0);
    expect(bottomlineCalls).toHaveLength(1);
    expect(bottomlineCalls[0]).toContain('/api/reviews/bottomlines?domain_keys=');
    expect(await row.height()).toBe(reserved);
    // The row scrolls sideways inside itself: the page never gets wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: `${SHOTS}/home-${width}.png`, fullPage: true });
    await page.context().close();
  });

  it('shows on a category listing with the category context', async () => {
    const page = await pageAt(1280);
    await page.goto(`${baseUrl('nestwood')}/bedding`);
    const row = new RecommendationRow(page);
    await row.load();
    expect(await row.context()).toBe('category');
    expect(await row.name()).toBe('Top picks in this category');
    await page.context().close();
  });

  it.each([1280, 390])(
    'shows on /mattress at %i px without the mattress itself; adding from it fills the cart',
    async (width) => {
      const page = await pageAt(width);
      const product = new ProductPage(page, 'nestwood');
      await product.goto('/mattress');
      const row = new RecommendationRow(page);
      await row.load();
      expect(await row.context()).toBe('product');
      expect(await row.source()).toBe('api');
      expect(await row.name()).toBe('Frequently bought together');
      const heading = ((await page.locator('h1').textContent()) ?? '').trim();
      expect(await row.titles()).not.toContain(heading);
      await row.root.screenshot({ path: `${SHOTS}/product-row-${width}.png` });
      const title = await row.add(0);
      const drawer = new CartDrawer(page);
      await drawer.waitOpen();
      expect(await drawer.lineTitles()).toContain(title);
      await page.screenshot({ path: `${SHOTS}/product-added-${width}.png` });
      await page.context().close();
    },
  );

  it.each([1280, 390])('shows on the cart page at %i px, anchored on the cart, without what is in it', async (width) => {
    const page = await pageAt(width);
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    const productRow = new RecommendationRow(page);
    await productRow.load();
    const added = await productRow.add(0);
    await new CartDrawer(page).waitOpen();
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    const row = new RecommendationRow(page);
    await row.load();
    expect(await row.context()).toBe('cart');
    expect(await row.name()).toBe('Complete your bedroom');
    expect(await row.titles()).not.toContain(added);
    const next = await row.add(0);
    // The add opens the drawer once the cart answered; the page's own lines follow the same cart.
    await new CartDrawer(page).waitOpen();
    await page.locator('main [data-testid="line-title"]', { hasText: next }).waitFor();
    expect(await cart.lineTitles()).toEqual(expect.arrayContaining([added, next]));
    await page.screenshot({ path: `${SHOTS}/cart-${width}.png`, fullPage: true });
    await page.context().close();
  });

  it('a failing answer shows the default recommendations and pushes upsell_error', async () => {
    const page = await pageAt(1280);
    await page.route('**/api/recommendations/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', code: 'INTERNAL', message: 'Internal error' }),
      }),
    );
    await new HomePage(page, 'nestwood').goto();
    const row = new RecommendationRow(page);
    await row.load();
    expect(await row.source()).toBe('fallback');
    expect(await row.name()).toBe('Our customer favourites');
    expect((await row.titles()).length).toBeGreaterThan(3);
    expect(await dataLayerEvents(page)).toContain('upsell_error');
    await row.root.screenshot({ path: `${SHOTS}/fallback-1280.png` });
    // The default row still sells: adding from it opens the drawer with the product.
    const title = await row.add(1);
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toContain(title);
    await page.context().close();
  });

  it('the empty cart page paints the default products before any answer (its largest paint is not held by two fetches)', async () => {
    const page = await pageAt(390);
    // The answer never comes: what shows is what the server painted.
    await page.route('**/api/recommendations/**', () => undefined);
    await page.goto(`${baseUrl('nestwood')}/checkout/cart`);
    const row = new RecommendationRow(page);
    await row.root.locator('[data-testid="recommendation-preview-card"] img').first().waitFor();
    expect((await row.previewTitles()).length).toBeGreaterThan(3);
    expect(await row.root.getByTestId('recommendation-add').count()).toBe(0);
    await row.root.screenshot({ path: `${SHOTS}/preview-cart-390.png` });
    await page.context().close();
  });

  it('an empty answer also falls back and pushes upsell_error', async () => {
    const page = await pageAt(390);
    await page.route('**/api/recommendations/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'ok', result: { name: 'Popular right now', products: [] } }),
      }),
    );
    await page.goto(`${baseUrl('nestwood')}/bed-frames`);
    const row = new RecommendationRow(page);
    await row.load();
    expect(await row.source()).toBe('fallback');
    expect(await dataLayerEvents(page)).toContain('upsell_error');
    await page.context().close();
  });
});
