import { describe, expect, it } from 'vitest';
import { ProductPage } from './pages/product-page';
import { newPage, browserForFile } from './support/browser';

const browser = browserForFile();

describe('product configurator', () => {
  it('changes the price with the size and keeps the choice across a reload', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    const queenPrice = await product.price();
    expect(await product.isChosen('Queen')).toBe(true);

    await product.choose('King');
    await expect.poll(() => product.price()).not.toBe(queenPrice);
    const kingPrice = await product.price();
    expect(await product.isChosen('King')).toBe(true);

    await product.reload();
    await expect.poll(() => product.isChosen('King')).toBe(true);
    expect(await product.price()).toBe(kingPrice);
    await page.context().close();
  });
});
