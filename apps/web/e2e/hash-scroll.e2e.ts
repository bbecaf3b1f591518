import { describe, expect, it } from 'vitest';
import { browserForFile, newPage } from './support/browser';
import { ProductPage } from './pages/product-page';

const browser = browserForFile();

/** How far the reviews heading is from the top of the viewport, px. */
const reviewsTop = (page: import('playwright-core').Page) =>
  page.evaluate(() => Math.round(document.getElementById('reviews')?.getBoundingClientRect().top ?? Number.NaN));

describe('the hash scroll: a page opened with #reviews comes to rest 50 px above the reviews, after 600 ms', () => {
  it.each([1280, 390])('at %i px', async (width) => {
    const page = await newPage(await browser());
    await page.setViewportSize({ width, height: 900 });
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress#reviews');
    // 600 ms of delay, 1100 ms of smooth scroll, and the reviews' own late rendering: it settles within 4 s.
    await expect.poll(async () => Math.abs((await reviewsTop(page)) - 50) <= 2, { timeout: 4000, interval: 200 }).toBe(true);
    await page.screenshot({ path: `test-results/hash-scroll-${width}.png` });
    await page.context().close();
  });
});
