import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { comparedMattresses } from '@store/core/compare/compared-products';
import { priceRangeIn } from '@store/core/compare/prices';
import { SALE_MAX_DISCOUNT } from '@store/core/compare/sale';
import type { SizeKey } from '@store/core/enums';
import { formatMoney } from '@store/core/money';
import type { Product } from '@store/core/product';
import { ComparePage } from './pages/compare-page';
import { brandFacesInUse } from './support/brand-faces';
import { browserForFile } from './support/browser';

const SHOTS = 'test-results/compare';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();

async function pageAt(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** The brand's mattresses straight from the API (E2E_API_URL), so expected values are the catalogue's, never typed here. */
async function catalogueMattresses(brand: BrandKey): Promise<Product[]> {
  const response = await fetch(`${process.env.E2E_API_URL}/products?group=mattress`, { headers: { 'x-brand': brand } });
  const body = (await response.json()) as { result: Product[] };
  return comparedMattresses(body.result);
}

/** What a price cell shows for a product in a size: the "from" sale price, or "from to to" for a range. */
function expectedPrice(product: Product, size: SizeKey): string {
  const range = priceRangeIn(product, size);
  if (range === null) return 'Not in this size';
  const currency = Array.isArray(product.pricing) ? 'USD' : product.pricing.price.currency;
  const from = formatMoney({ amount: range.from.price, currency });
  const to = formatMoney({ amount: range.to.price, currency });
  return from === to ? from : `${from} to ${to}`;
}

async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = Math.min(2000, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height } });
}

describe('comparison and sale pages', () => {
  it('at 390 px the sideways hint above the table is one line in the fallbacks and in the faces (the table stays put at the swap)', async () => {
    const lines: Record<string, number> = {};
    for (const fonts of ['fallbacks', 'faces'] as const) {
      const page = await pageAt(390);
      // The fallbacks alone: the face files never arrive.
      if (fonts === 'fallbacks') await page.route('**/*.woff2', (route) => route.abort());
      const compare = new ComparePage(page, 'nestwood');
      expect(await compare.goto('/compare')).toBe(200);
      if (fonts === 'faces') await brandFacesInUse(page);
      lines[fonts] = await page
        .getByText(/Scroll sideways to see all/)
        .first()
        .evaluate((hint) => Math.round(hint.getBoundingClientRect().height / parseFloat(getComputedStyle(hint).lineHeight)));
      await page.context().close();
    }
    expect(lines).toEqual({ fallbacks: 1, faces: 1 });
  });

  it('/compare shows every catalogue mattress with its prices, height and claims, at 1280 and 390 px', async () => {
    const mattresses = await catalogueMattresses('nestwood');
    expect(mattresses.length).toBeGreaterThan(1);
    for (const width of [1280, 390]) {
      const page = await pageAt(width);
      const compare = new ComparePage(page, 'nestwood');
      expect(await compare.goto('/compare')).toBe(200);
      expect(await page.locator('main').getAttribute('data-page-type')).toBe('WP');
      expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toMatch(/\/compare$/);
      expect(await compare.table().locator('caption').textContent()).toContain('Nestwood mattresses compared');
      expect(await compare.columnIds()).toEqual(mattresses.map((m) => m.id));
      for (const product of mattresses) {
        expect(await compare.cell('price-queen', product.id)).toBe(expectedPrice(product, 'queen'));
        expect(await compare.cell('price-splitKing', product.id)).toBe(expectedPrice(product, 'splitKing'));
        expect(await compare.cell('height', product.id)).toBe(`${product.metadata.height} in`);
        expect(await compare.cell('trial', product.id)).toBe(product.content.coverage?.trial);
      }
      if (width === 390) {
        // The table scrolls sideways inside its own region, with a visible hint; the page itself does not.
        expect(await compare.scrollsInItsRegion()).toBe(true);
        expect(
          await page
            .getByText(/Scroll sideways to see all/)
            .first()
            .isVisible(),
        ).toBe(true);
        expect(await compare.pageOverflows()).toBe(false);
      }
      await screenshot(page, 'compare');
      await page.context().close();
    }
  });

  it('/p/compare switches size with a plain GET form, and opens the comparison with driftvale from both catalogues', async () => {
    const [ours, theirs] = await Promise.all([catalogueMattresses('nestwood'), catalogueMattresses('driftvale')]);
    const page = await pageAt(1280);
    const compare = new ComparePage(page, 'nestwood');
    expect(await compare.goto('/p/compare')).toBe(200);
    const first = ours[0]!;
    expect(await compare.cell('price-queen', first.id)).toBe(expectedPrice(first, 'queen'));
    await compare.chooseSize('King');
    expect(new URL(page.url()).searchParams.get('size')).toBe('king');
    for (const product of ours) expect(await compare.cell('price-king', product.id)).toBe(expectedPrice(product, 'king'));
    expect(await compare.table().locator('tr[data-row="price-queen"]').count()).toBe(0);
    await screenshot(page, 'p-compare');

    await Promise.all([
      page.waitForURL(/\/p\/compare\/driftvale/),
      page.getByRole('link', { name: 'Nestwood vs Driftvale' }).click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Nestwood vs Driftvale mattresses');
    // Every mattress of both catalogues, cheapest first in the size (another brand's ids carry its key).
    const columns = await compare.columnIds();
    expect([...columns].sort()).toEqual([...ours.map((m) => m.id), ...theirs.map((m) => `driftvale:${m.id}`)].sort());
    const driftvale = theirs[0]!;
    expect(await compare.cell('price-queen', `driftvale:${driftvale.id}`)).toBe(expectedPrice(driftvale, 'queen'));
    expect(await compare.table().locator(`thead th[data-product-id="driftvale:${driftvale.id}"] a`).getAttribute('href')).toMatch(
      /^http:\/\/driftvale\.localhost:\d+\/mattress\/hybrid\/luxury-firm\/queen$/,
    );
    expect(await page.getByTestId('rival-summary').textContent()).toContain('180-night trial');
    await compare.chooseSize('Twin');
    expect(await compare.cell('price-twin', `driftvale:${driftvale.id}`)).toBe(expectedPrice(driftvale, 'twin'));
    // Best value in Twin is the lowest "from" price of both catalogues (verdicts keep the two brands' ids apart).
    const cheapest = [...ours, ...theirs].sort(
      (a, b) => (priceRangeIn(a, 'twin')?.from.price ?? Infinity) - (priceRangeIn(b, 'twin')?.from.price ?? Infinity),
    )[0]!;
    const bestValue = page.getByTestId('verdicts').locator('div', { has: page.getByText('Best value', { exact: true }) });
    expect(await bestValue.locator('dd').textContent()).toBe(cheapest.title);
    expect((await compare.columnIds())[0]).toBe(theirs.includes(cheapest) ? `driftvale:${cheapest.id}` : cheapest.id);
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'p-compare-driftvale');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'p-compare-driftvale');

    for (const path of ['/p/compare/nestwood', '/p/compare/hushly', '/p/compare/nestwood-ca', '/p/compare/acme']) {
      expect(await compare.goto(path), path).toBe(404);
    }
    await page.context().close();
  });

  it('/sale lists discounted products with struck list prices and never claims more than the largest discount', async () => {
    for (const width of [1280, 390]) {
      const page = await pageAt(width);
      const compare = new ComparePage(page, 'nestwood');
      expect(await compare.goto('/sale')).toBe(200);
      const headline = (await page.getByTestId('sale-headline').textContent()) ?? '';
      const claimed = Number(/up to (\d+)% off/.exec(headline)?.[1]);
      const sections = await page.getByTestId('sale-section').locator('h2').allTextContents();
      const discounts = sections.map((text) => Number(/^(\d+)% off$/.exec(text.trim())?.[1]));
      expect(discounts.length).toBeGreaterThan(0);
      expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
      expect(claimed).toBe(Math.max(...discounts));
      expect(claimed).toBeLessThanOrEqual(SALE_MAX_DISCOUNT);
      const cards = page.getByTestId('sale-section').locator('li');
      const struck = page.getByTestId('sale-section').locator('li s');
      expect(await struck.count()).toBe(await cards.count());
      expect(await page.getByTestId('recommendation-row').getAttribute('data-context')).toBe('category');
      await screenshot(page, 'sale');
      await page.context().close();
    }
  });

  it('/compare-pillows compares the pillows and /compare-best-mattresses leads with the verdicts', async () => {
    const page = await pageAt(1280);
    const compare = new ComparePage(page, 'nestwood');
    expect(await compare.goto('/compare-pillows')).toBe(200);
    const ids = await compare.columnIds();
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.every((id) => id.includes('pillow') && !id.includes('bundle'))).toBe(true);
    expect(await page.getByTestId('recommendation-row').getAttribute('data-context')).toBe('category');
    await screenshot(page, 'compare-pillows');
    expect(await compare.goto('/compare-best-mattresses')).toBe(200);
    expect(await page.getByTestId('verdicts').locator('dt').allTextContents()).toContain('Best value');
    await screenshot(page, 'compare-best-mattresses');
    await page.context().close();
  });
});
