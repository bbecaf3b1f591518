import { describe, expect, it } from 'vitest';
import { ProductPage } from './pages/product-page';
import { baseUrl, browserForFile, newPage } from './support/browser';

const browser = browserForFile();

/** The product page opens on the listing's size, the URL follows the choice, the gallery shows it. */
describe('product page choices', () => {
  it('opens a King card of /king-size-mattresses in King, at the price the card showed', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl('nestwood')}/king-size-mattresses`);
    const card = page.locator('main li a[href*="?size=king"]').first();
    const cardText = (await card.textContent()) ?? '';
    await card.click();
    const product = new ProductPage(page, 'nestwood');
    await product.waitUntilInteractive();
    expect(product.url()).toMatch(/\?size=king$/);
    expect(await product.isChosen('King')).toBe(true);
    expect(cardText).toContain(await product.price());
    await page.context().close();
  });

  it('renders ?size= on the server (no flash of Queen) and falls back to the default for a bad size', async () => {
    const page = await newPage(browser());
    await page.context().route('**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl('nestwood')}/mattresses/luxe-hybrid-mattress?size=king`);
    expect(await page.getByRole('radio', { name: 'King', exact: true }).isChecked()).toBe(true);
    await page.context().unroute('**/*.js');
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattresses/luxe-hybrid-mattress?size=bogus');
    expect(await product.isChosen('Queen')).toBe(true);
    await page.context().close();
  });

  it('writes driftvale choices into the path, keeps them on reload and back, and moves the canonical link', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'driftvale');
    await product.goto('/mattress/hybrid/firm/queen');
    await product.choose('Memory Foam');
    await product.choose('Soft');
    await product.choose('Cal King');
    await expect.poll(() => product.url()).toBe('/mattress/memory-foam/soft/cal-king');
    // The canonical link follows the URL after the App Router takes the new path in: a moment later, not at once.
    await expect.poll(() => product.canonicalPath()).toBe('/mattress/memory-foam/soft/cal-king');
    expect(await product.mainImageSrc()).toContain('-memory-foam/');

    await product.reload();
    expect(await product.isChosen('Memory Foam')).toBe(true);
    expect(await product.isChosen('Soft')).toBe(true);
    expect(await product.isChosen('Cal King')).toBe(true);
    expect(await product.canonicalPath()).toBe('/mattress/memory-foam/soft/cal-king');

    await page.goto(`${baseUrl('driftvale')}/mattresses`);
    await product.goBack();
    expect(product.url()).toBe('/mattress/memory-foam/soft/cal-king');
    expect(await product.isChosen('Memory Foam')).toBe(true);
    expect(await product.isChosen('Cal King')).toBe(true);
    await page.context().close();
  });

  it('shows the navy blanket in navy, with the colour in the URL on nestwood', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bedding/dual-temperature-weighted-blanket');
    expect(await product.mainImageSrc()).toContain('/grey/');
    await product.choose('Navy');
    await expect.poll(() => product.mainImageSrc()).toContain('/navy/');
    for (const thumb of await product.thumbnails()) expect(thumb.src).toContain('/navy/');
    await expect.poll(() => product.url()).toBe('/bedding/dual-temperature-weighted-blanket?color=navy&weight=15');
    expect(await product.canonicalPath()).toBe('/bedding/dual-temperature-weighted-blanket');

    await product.reload();
    expect(await product.isChosen('Navy')).toBe(true);
    expect(await product.mainImageSrc()).toContain('/navy/');
    await page.context().close();
  });

  it("shows each product's own dimensions: the Ultra Hybrid is 16 inches, a dresser has its size, the blanket its trial", async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattresses/ultra-hybrid-mattress');
    const ultra = (await page.getByTestId('size-guide').textContent()) ?? '';
    expect(ultra).toContain('60x80x16');
    expect(ultra).not.toContain('x11');
    await page.goto(`${baseUrl('nestwood')}/furniture/4-drawer-dresser`);
    expect(await page.getByTestId('size-guide').textContent()).toContain('40x18x44');
    await product.goto('/bedding/dual-temperature-weighted-blanket');
    const coverage = (await page.getByTestId('coverage').textContent()) ?? '';
    expect(coverage).toContain('30-night trial');
    expect(coverage).not.toContain('60-night');
    await page.context().close();
  });

  it('makes no selling claims on the discontinued brand', async () => {
    const page = await newPage(browser());
    for (const path of ['/mattresses', '/king-size-mattresses', '/mattresses/hushly-hybrid-mattress']) {
      await page.goto(`${baseUrl('hushly')}${path}`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toMatch(/Shop Hushly|365-night|Free shipping and returns/);
    }
    await page.context().close();
  });
});
