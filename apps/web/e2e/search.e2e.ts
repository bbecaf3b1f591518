import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SearchPage } from './pages/search-page';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/search';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();
const base = baseUrl('nestwood');

async function pageAt(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const height = Math.min(1800, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height } });
  }
}

describe('site search (issue 12)', () => {
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
