import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { ListingFilters } from './pages/listing-filters';
import { focusedControl, SiteHeader } from './pages/site-header';
import { SiteFooter } from './pages/site-footer';
import { baseUrl, browserForFile } from './support/browser';
import { hydrated } from './support/framework-scripts';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function pageAt(viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<Page> {
  const context = await browser().newContext({ viewport, javaScriptEnabled });
  return context.newPage();
}

describe('mobile menu by keyboard at 390 px', () => {
  it('Tab reaches the toggle, Enter opens a modal dialog with focus inside, Tab stays inside, Escape closes and returns focus', async () => {
    const page = await pageAt(PHONE);
    await page.goto(`${baseUrl('nestwood')}/`);
    const header = new SiteHeader(page);
    await page.locator('[data-testid="cart-button"][data-ready="true"]').waitFor();
    for (let i = 0; i < 8 && (await focusedControl(page)).testId !== 'menu-button'; i += 1) await page.keyboard.press('Tab');
    expect((await focusedControl(page)).testId).toBe('menu-button');
    expect(await header.menuExpanded()).toBe(false);
    expect(await header.menuControls()).toBe(await header.menuPanel.getAttribute('id'));

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await header.menuExpanded()).toBe(true);
    expect(await header.menuModal()).toBe(true);
    expect(await header.focusInMenu()).toBe(true);
    expect(await header.height()).toBeLessThanOrEqual(64);
    const search = page.getByRole('dialog').getByRole('search');
    expect(await search.getByRole('combobox', { name: 'Search products and pages' }).count()).toBe(1);

    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await header.focusInMenu()).toBe(true);
      seen.add((await focusedControl(page)).name);
    }
    expect(seen).toContain('Mattresses');
    expect(seen).toContain('Close menu');
    await page.keyboard.press('Shift+Tab');
    expect(await header.focusInMenu()).toBe(true);

    await page.keyboard.press('Escape');
    await header.menuPanel.waitFor({ state: 'hidden' });
    await expect.poll(() => header.menuExpanded()).toBe(false);
    expect((await focusedControl(page)).testId).toBe('menu-button');
    await page.context().close();
  });

  it('a link in the menu navigates and closes it', async () => {
    const page = await pageAt(PHONE);
    await page.goto(`${baseUrl('nestwood')}/`);
    const header = new SiteHeader(page);
    await page.locator('[data-testid="cart-button"][data-ready="true"]').waitFor();
    await header.menuButton.click();
    await header.menuPanel.getByRole('link', { name: 'Bedding' }).click();
    await page.waitForURL((url) => url.pathname === '/bedding');
    await header.menuPanel.waitFor({ state: 'hidden' });
    await expect.poll(() => header.menuExpanded()).toBe(false);
    await page.context().close();
  });

  it('opens and closes without JavaScript (HTML invoker commands on the buttons)', async () => {
    const page = await pageAt(PHONE, false);
    await page.goto(`${baseUrl('nestwood')}/`);
    const header = new SiteHeader(page);
    await header.menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await header.menuModal()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await header.menuPanel.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the header search box is a GET form to /search with the contract name', async () => {
    const page = await pageAt(DESKTOP, false);
    await page.goto(`${baseUrl('nestwood')}/`);
    const box = page.getByTestId('site-header').getByRole('combobox', { name: 'Search products and pages' });
    await box.fill('pillow');
    await Promise.all([page.waitForURL((url) => url.pathname === '/search'), box.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('pillow');
    await page.context().close();
  });
});

describe('footer', () => {
  it.each<[BrandKey, string[]]>([
    ['nestwood', ['Help', 'Explore', 'Support', 'Our promises']],
    ['hushly', ['Help', 'Explore', 'Support']],
  ])('%s: grouped links that resolve, support email and phone', async (brand, headings) => {
    const page = await pageAt(DESKTOP);
    await page.goto(`${baseUrl(brand)}/`);
    const footer = new SiteFooter(page);
    expect(await footer.headings()).toEqual(headings);
    const hrefs = await footer.hrefs();
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const path = href.split('#')[0]!;
      const status = await page.evaluate(async (url) => (await fetch(url, { redirect: 'manual' })).status, path);
      expect(status, path).toBe(200);
    }
    await page.context().close();
  });
});

describe('breadcrumbs', () => {
  it('/mattress shows Home › Mattresses › the product, with BreadcrumbList JSON-LD on the brand origin', async () => {
    const page = await pageAt(DESKTOP);
    const origin = baseUrl('nestwood');
    await page.goto(`${origin}/mattress`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    const names = (await trail.allTextContents()).map((text) => text.trim());
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    const list = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(list.itemListElement.map((i) => i.name)).toEqual(names);
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement.map((i) => i.item)).toEqual([`${origin}/`, `${origin}/mattresses`, `${origin}/mattress`]);
    await page.context().close();
  });
});

describe('links prefetch their page on intent, not on sight', () => {
  it('a phone loading /mattress asks for no other page; a pointer over "Mattresses" prefetches it, and the click navigates without a document load', async () => {
    const page = await pageAt(PHONE);
    const origin = baseUrl('nestwood');
    const asked: string[] = [];
    page.on('request', (request) =>
      asked.push(`${request.resourceType()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`),
    );
    await page.goto(`${origin}/mattress`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Next's default would have fetched "/", "/mattresses" and "/login" here: the breadcrumbs and the account link are on screen.
    expect(asked.filter((line) => line.includes('_rsc='))).toEqual([]);

    const mattresses = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mattresses' });
    const prefetch = page.waitForRequest((request) => /\/mattresses\?_rsc=/.test(request.url()));
    await mattresses.hover();
    await prefetch;
    const documentsBefore = asked.filter((line) => line.startsWith('document ')).length;
    await mattresses.click();
    await page.waitForURL(`${origin}/mattresses`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Mattresses' }).waitFor();
    expect(asked.filter((line) => line.startsWith('document ')).length).toBe(documentsBefore);
    await page.context().close();
  });
});

describe('listing filters without JavaScript', () => {
  it('filters /mattresses by size and sorts by price with JS disabled; the URL carries the choice', async () => {
    const page = await pageAt(PHONE, false);
    await page.goto(`${baseUrl('nestwood')}/mattresses`);
    const filters = new ListingFilters(page);
    const all = await filters.cardPrices();
    expect(all.length).toBeGreaterThan(2);
    await filters.choose('Size', 'King');
    await filters.choose('Sort by', 'Price: low to high');
    await filters.apply();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/mattresses?size=king&sort=price-asc');
    const prices = await filters.cardPrices();
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const link of await filters.cardLinks()) expect(link).toMatch(/size=king|\/king$/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl('nestwood')}/mattresses`);

    await Promise.all([page.waitForNavigation(), filters.chips().filter({ hasText: 'Size: King' }).click()]);
    expect(new URL(page.url()).search).toBe('?sort=price-asc');
    await page.context().close();
  });

  it('shows "No products match" with a clear-filters link, and ignores invalid values', async () => {
    const page = await pageAt(DESKTOP, false);
    const response = await page.goto(`${baseUrl('nestwood')}/mattresses?price=1-2`);
    expect(response?.status()).toBe(200);
    await page.getByText('No products match these filters.').waitFor();
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Clear filters' }).click()]);
    expect(new URL(page.url()).search).toBe('');
    const invalid = await page.goto(`${baseUrl('nestwood')}/mattresses?size=huge&sort=cheapest&price=abc`);
    expect(invalid?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });
});

describe.runIf(process.env.NAV_SCREENSHOTS)('screenshots', () => {
  it('header, menu, footer and a filtered listing at 1280 and 390 px', async () => {
    const dir = process.env.NAV_SCREENSHOTS!;
    mkdirSync(dir, { recursive: true });
    for (const [name, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const page = await pageAt(viewport);
      await page.goto(`${baseUrl('nestwood')}/mattresses?size=queen&sort=price-desc`);
      await page.screenshot({ path: `${dir}/listing-${name}.png` });
      await page.getByRole('navigation', { name: 'Footer' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/footer-${name}.png` });
      if (name === '390') {
        await page.getByTestId('menu-button').click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await page.screenshot({ path: `${dir}/menu-open-${name}.png` });
      }
      await page.context().close();
    }
    for (const [brand, viewport, name] of [
      ['nestwood', { width: 1024, height: 700 }, 'header-nestwood-1024'],
      ['hushly', PHONE, 'header-hushly-390'],
      ['hushly', DESKTOP, 'header-hushly-1280'],
    ] as const) {
      const page = await pageAt(viewport);
      await page.goto(`${baseUrl(brand)}/`);
      await page.screenshot({ path: `${dir}/${name}.png` });
      await page.context().close();
    }
  });
});
