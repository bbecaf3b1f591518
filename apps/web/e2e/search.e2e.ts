import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HeaderSearch } from './pages/header-search';
import { SearchPage } from './pages/search-page';
import { SiteHeader } from './pages/site-header';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/search';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();
const base = baseUrl('nestwood');

async function pageAt(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** The page's islands have hydrated (the cart button says so), so the search box answers keys. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-testid="cart-button"][data-ready="true"]').waitFor();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const height = Math.min(1800, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height } });
  }
}

describe('site search', () => {
  it('"pillow": product cards with a count, noindex, and a result opens its product page', async () => {
    const page = await pageAt(1280);
    const search = new SearchPage(page);
    await search.goto(base, 'pillow');
    expect(await search.heading.textContent()).toBe('Search results for “pillow”');
    expect(await search.box.inputValue()).toBe('pillow');
    expect(await search.count.textContent()).toMatch(/^\d+ results?$/);
    expect(await search.productTitles()).toContain('The Nestwood Pillow');
    expect(await page.locator('main').getAttribute('data-page-type')).toBe('Page');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await screenshots(page, 'pillow');

    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/search'),
      search.products.filter({ hasText: 'The Nestwood Pillow' }).getByRole('link').click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('The Nestwood Pillow');
    await page.context().close();
  });

  it('the header search box on any page leads to the results (no JavaScript needed: a GET form)', async () => {
    const page = await pageAt(1280);
    await page.goto(`${base}/mattresses`);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products and pages' });
    await box.fill('pillow');
    await Promise.all([page.waitForURL(/\/search\?q=pillow$/), box.press('Enter')]);
    expect(await new SearchPage(page).productTitles()).toContain('The Nestwood Pillow');
    await page.context().close();
  });

  it('"pilow" suggests "pillow", which searches again', async () => {
    const page = await pageAt(1280);
    const search = new SearchPage(page);
    await search.goto(base, 'pilow');
    await Promise.all([page.waitForURL(/q=pillow$/), search.suggestion('pillow').click()]);
    expect(await search.heading.textContent()).toBe('Search results for “pillow”');
    expect(await search.productTitles()).toContain('The Nestwood Pillow');
    await page.context().close();
  });

  it('content pages are results too: title linking to the page, with its description', async () => {
    const page = await pageAt(1280);
    const search = new SearchPage(page);
    await search.goto(base, 'promises');
    const about = search.pages.getByRole('link', { name: 'About Nestwood' });
    expect(await about.getAttribute('href')).toBe('/p/about');
    expect(await search.count.textContent()).toMatch(/^\d+ results?$/);
    await screenshots(page, 'pages');
    await page.context().close();
  });

  it('nothing found: "No results", suggestions and category links; markup in the search is shown as text', async () => {
    const page = await pageAt(390);
    const search = new SearchPage(page);
    await search.goto(base, 'pilowe');
    expect(await search.noResults.getByRole('heading').textContent()).toBe('No results for “pilowe”');
    expect(await search.suggestion('pillow').count()).toBe(1);
    expect(await search.noResults.getByRole('link', { name: 'Mattresses', exact: true }).getAttribute('href')).toBe(
      '/mattresses',
    );
    await screenshots(page, 'no-results');

    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await search.search('<script>alert(1)</script>');
    expect(await search.heading.textContent()).toBe('Search results for “<script>alert(1)</script>”');
    expect(await page.locator('main script').count()).toBe(0);
    expect(dialogs).toBe(0);
    await page.context().close();
  });
});

describe('search suggestions as the shopper types (the header search box is a WAI-ARIA combobox)', () => {
  it('1280 px: nothing for one letter; "king mattress" suggests king-size mattresses and the King page; arrows and Enter open one', async () => {
    const page = await pageAt(1280);
    await page.goto(`${base}/bedding`);
    await hydrated(page);
    const search = new HeaderSearch(page);
    expect(await search.box.getAttribute('aria-expanded')).toBe('false');

    await search.type('k');
    await page.waitForTimeout(600);
    expect(await search.listbox.isVisible()).toBe(false);
    expect(await search.box.getAttribute('aria-expanded')).toBe('false');

    await search.box.pressSequentially('ing mattress', { delay: 40 });
    await search.listbox.waitFor();
    expect(await search.box.getAttribute('aria-expanded')).toBe('true');
    expect(await search.box.getAttribute('aria-controls')).toBe(await search.listbox.getAttribute('id'));
    const products = await search.titles('Products');
    expect(products.length).toBeGreaterThan(1);
    expect(products[0]).toMatch(/^Nestwood .*Mattress$/);
    expect(products).not.toContain('Nestwood Kids Mattress');
    expect(await search.titles('Pages')).toContain('King Size Mattresses');
    expect(await search.active()).toBeNull();
    await page.screenshot({ path: `${SHOTS}/suggestions-1280.png` });

    await search.box.press('ArrowDown');
    expect(await search.active()).toEqual({ title: products[0], selected: true });
    await search.box.press('ArrowDown');
    expect(await search.active()).toEqual({ title: products[1], selected: true });
    await search.box.press('ArrowUp');
    expect(await search.active()).toEqual({ title: products[0], selected: true });
    // Focus never left the box while arrowing.
    expect(await search.box.evaluate((box) => box === document.activeElement)).toBe(true);

    await Promise.all([page.waitForURL((url) => url.pathname !== '/bedding'), search.box.press('Enter')]);
    // A client-side navigation: wait for the product page's heading rather than read the old page's.
    await page.getByRole('heading', { level: 1 }).filter({ hasText: products[0] }).waitFor();
    await page.context().close();
  });

  it('1280 px: Escape closes the list and keeps the text, a second Escape clears it; a click opens a page suggestion', async () => {
    const page = await pageAt(1280);
    await page.goto(`${base}/`);
    await hydrated(page);
    const search = new HeaderSearch(page);
    await search.type('returns');
    await search.listbox.waitFor();
    await search.box.press('Escape');
    await search.listbox.waitFor({ state: 'hidden' });
    expect(await search.box.getAttribute('aria-expanded')).toBe('false');
    expect(await search.box.inputValue()).toBe('returns');
    await search.box.press('Escape');
    expect(await search.box.inputValue()).toBe('');

    await search.box.pressSequentially('shipping', { delay: 40 });
    await search.listbox.waitFor();
    expect(await search.titles('Pages')).toContain('Shipping and delivery');
    await Promise.all([page.waitForURL((url) => url.pathname === '/p/shipping'), search.option('Shipping and delivery').click()]);
    await page.context().close();
  });

  it('390 px: in the menu, typing, arrowing and Enter open a suggestion and close the menu', async () => {
    const page = await pageAt(390);
    await page.goto(`${base}/`);
    await hydrated(page);
    const header = new SiteHeader(page);
    await header.menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const search = new HeaderSearch(page);
    await search.type('pillow');
    await search.listbox.waitFor();
    const list = await search.listbox.boundingBox();
    expect(list).not.toBeNull();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(390);
    const products = await search.titles('Products');
    expect(products[0]).toMatch(/Pillow$/);
    await page.screenshot({ path: `${SHOTS}/suggestions-390.png` });

    await search.box.press('ArrowDown');
    await search.box.press('ArrowDown');
    expect(await search.active()).toEqual({ title: products[1], selected: true });
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/bedding/')), search.box.press('Enter')]);
    await header.menuPanel.waitFor({ state: 'hidden' });
    await expect.poll(() => header.menuExpanded()).toBe(false);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: products[1] }).waitFor();
    await page.context().close();
  });

  it('390 px: a tap on a suggestion in the menu opens it', async () => {
    const page = await pageAt(390);
    await page.goto(`${base}/`);
    await hydrated(page);
    await new SiteHeader(page).menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const search = new HeaderSearch(page);
    await search.type('bedd');
    await search.listbox.waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname === '/bedding'), search.option('Bedding').click()]);
    await page.context().close();
  });
});
