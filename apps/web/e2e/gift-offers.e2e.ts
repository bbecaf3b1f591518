import { describe, expect, it } from 'vitest';
import { CartDrawer } from './pages/cart-drawer';
import { CartPage } from './pages/cart-page';
import { ProductPage } from './pages/product-page';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();

const MATTRESS = 'Nestwood Classic Hybrid Mattress';
const BUNDLE = 'Serenity Sheet Set & Pillow Bundle';
const SHEETS = 'Natural Cotton Sheet Set';
const PILLOW = 'Gel-Infused Memory Foam Pillow';
const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

describe('gift offers that exclude each other', () => {
  it('choosing the Serenity bundle from the keyboard unticks the free sheets and pillows; the cart gets the bundle free', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    await product.waitForAddOns();
    expect(await product.exclusiveOffers()).toEqual({
      legend: 'Choose Free sheets and Free pillows, or Serenity Bundle',
      titles: ['Free sheets', 'Free pillows', 'Serenity Bundle'],
    });
    expect(await product.chosenAddOns()).toEqual(['Free sheets', 'Free pillows']);
    expect(await product.addOnContents('Free pillows')).toContain(`2 × ${PILLOW}, Standard`);
    await expect.poll(() => product.quotedTotal()).not.toBeNull();
    const withSeparates = (await product.quotedTotal())!;

    await product.pressAddOn('Serenity Bundle');
    expect(await product.chosenAddOns()).toEqual(['Serenity Bundle']);
    expect(await product.addOnAnnouncement()).toBe('Serenity Bundle chosen instead of Free sheets and Free pillows.');
    // Both choices are free: the total stays the mattress price, and the saving counts only the chosen gift.
    await expect.poll(() => product.quotedTotal()).toBe(withSeparates);
    const note = await product.quoteNote();

    await product.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toEqual([MATTRESS, BUNDLE]);
    expect(await drawer.childTitles(MATTRESS)).toEqual([BUNDLE]);

    await drawer.viewCart();
    const cart = new CartPage(page, 'nestwood');
    await cart.waitLoaded();
    await cart.settled();
    expect(money(await cart.summary('total'))).toBe(withSeparates);
    expect(note).toMatch(/^You save /);
    await page.context().close();
  });

  it('ticking the free sheets again unticks the bundle; free pillows come as a pair', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    await product.waitForAddOns();
    await product.setAddOn('Serenity Bundle', true);
    expect(await product.chosenAddOns()).toEqual(['Serenity Bundle']);
    await product.setAddOn('Free sheets', true);
    await product.setAddOn('Free pillows', true);
    expect(await product.chosenAddOns()).toEqual(['Free sheets', 'Free pillows']);

    await product.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lines()).toEqual([
      { title: MATTRESS, quantity: 1 },
      { title: SHEETS, quantity: 1 },
      { title: PILLOW, quantity: 2 },
    ]);
    await page.context().close();
  });
});
