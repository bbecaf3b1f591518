import { describe, expect, it } from 'vitest';
import { ProductPage } from './pages/product-page';
import { newPage, browserForFile } from './support/browser';

const browser = browserForFile();

describe('product page', () => {
  it('shows 77-px gallery thumbnails that swap the main image, and the shipping estimate', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');

    const thumbs = await product.thumbnails();
    expect(thumbs.length).toBeGreaterThan(1);
    for (const thumb of thumbs) {
      expect(thumb.width).toBe(77);
      expect(thumb.src).toContain('w=77');
    }
    const before = await product.mainImageSrc();
    await product.showThumbnail(1);
    await expect.poll(() => product.mainImageSrc()).not.toBe(before);

    expect(await product.shippingEstimate()).toMatch(
      /Free shipping\. Ships (by ground carrier|through our partners) in (\d+ - \d+ business days\.|24 Hours!$)/,
    );
    await page.context().close();
  });
});
