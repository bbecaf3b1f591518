import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BundleBuilder } from './pages/bundle-builder';
import { CartDrawer } from './pages/cart-drawer';
import { CartPage } from './pages/cart-page';
import { CollectionPicker } from './pages/collection-picker';
import { ProductPage } from './pages/product-page';
import { newPage, browserForFile } from './support/browser';

const browser = browserForFile();

const BED = 'Socalle Modern Platform Bed';
const NIGHTSTAND = 'Socalle Nightstand';
const DRESSER = 'Socalle Oak Finish Dresser';
const CHEST = 'Socalle Storage Chest';
const MATTRESS = 'Nestwood Classic Hybrid Mattress';
const BAMBOO_FRAME = 'Bamboo Platform Bed Frame';
const HEADBOARD = 'Bamboo Headboard';
const WARRANTY = 'Extended Accident Protection Plan';

/** True when nothing on the page is wider than the viewport (no sideways scrolling at that width). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** True when the element is inside the viewport's width, left and right. */
async function withinWidth(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

describe('furniture collections on product pages', () => {
  it('adds the bed with two nightstands in its finish and the chest, bound to the bed, at the total the page showed', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 1280, height: 900 });
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bed-frames/socalle-modern-platform-bed');
    const collection = new CollectionPicker(page);
    await collection.waitUntilInteractive();

    // The bed comes in oak by default: the nightstand matches it, the dresser and chest come in their one finish.
    expect(await collection.itemText(NIGHTSTAND)).toContain('Nightstand, up to 2 · In Oak, to match');
    expect(await collection.itemPrice(NIGHTSTAND)).toBe('$215.28 each, regular price $299 · 10% off in the set');
    expect(await collection.itemText(DRESSER)).toContain('Dresser, up to 1 · In Oak');
    expect(await collection.quantityChoices(NIGHTSTAND)).toEqual(['0', '1', '2']);
    expect(await collection.addButton.isDisabled()).toBe(true);
    expect(await collection.total()).toBe('$559.20');

    // A walnut bed: the nightstand follows it, the oak-only pieces stay oak.
    await product.choose('Walnut');
    await expect.poll(() => collection.itemText(NIGHTSTAND)).toContain('In Walnut, to match');
    expect(await collection.itemText(CHEST)).toContain('In Oak');

    await collection.setQuantity(NIGHTSTAND, 2);
    await collection.setQuantity(CHEST, 1);
    // $559.20 + 2 x $215.28 + $611.32; the list value is $699 + 2 x $299 + $899.
    await expect.poll(() => collection.total()).toBe('$1,601.08');
    expect(await collection.savings()).toBe('You save $594.92 on $2,196');

    await collection.addButton.click();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toEqual([BED, NIGHTSTAND, CHEST]);
    expect(await drawer.childTitles(BED)).toEqual([NIGHTSTAND, CHEST]);
    expect(await drawer.lines()).toEqual([
      { title: BED, quantity: 1 },
      { title: NIGHTSTAND, quantity: 2 },
      { title: CHEST, quantity: 1 },
    ]);

    await drawer.viewCart();
    const cart = new CartPage(page, 'nestwood');
    await cart.waitLoaded();
    await cart.settled();
    expect(await cart.summary('total')).toBe('$1,601.08');
    await page.context().close();
  });

  it('says which piece cannot come in the bed finish and keeps its quantity disabled (Zadilyn in grey)', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bed-frames/zadilyn-storage-bed?color=grey');
    const collection = new CollectionPicker(page);
    await collection.waitUntilInteractive();
    expect(await collection.itemText('Zadilyn Dresser, Walnut Finish')).toContain(
      'Zadilyn Dresser, Walnut Finish does not come in Grey',
    );
    expect(await collection.quantityControl('Zadilyn Dresser, Walnut Finish').isDisabled()).toBe(true);
    expect(await collection.quantityControl('Zadilyn USB Charging Nightstand').isDisabled()).toBe(false);
    await page.context().close();
  });

  it('lets the shopper pick the finish of the Lyncott pieces, and adds them from the keyboard', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bed-frames/lyncott-upholstered-wood-bed');
    const collection = new CollectionPicker(page);
    await collection.waitUntilInteractive();
    await collection.setFinish('Lyncott Nightstand with USB Ports', 'Oak');
    await collection.setQuantity('Lyncott Nightstand with USB Ports', 1);
    // $974.25 for the bed and $287.28 for the nightstand (10% off its $319.20 sale price).
    await expect.poll(() => collection.total()).toBe('$1,261.53');

    await collection.addButton.focus();
    await page.keyboard.press('Enter');
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.childTitles('Lyncott Upholstered Wood Bed')).toEqual(['Lyncott Nightstand with USB Ports']);
    await page.context().close();
  });

  it.each([390, 1280])('fits a %i px wide screen: no sideways scrolling, the Add set button inside the width', async (width) => {
    const page = await newPage(browser());
    await page.setViewportSize({ width, height: 900 });
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bed-frames/socalle-modern-platform-bed');
    await new CollectionPicker(page).waitUntilInteractive();
    expect(await fitsWidth(page)).toBe(true);
    expect(await withinWidth(page, '[data-testid="add-collection"]')).toBe(true);
    await page.context().close();
  });
});

describe('bundle pages composed from their parts', () => {
  it('builds the bundle part by part, each priced, and adds it as one bundle bound to the mattress', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 1280, height: 900 });
    const builder = new BundleBuilder(page, 'nestwood');
    await builder.goto('/bundle-builder/mattress-and-platform-bed');

    // The required parts are picked: the mattress ($974.25) and the black modern platform bed, 15% off its $319.20.
    await expect.poll(() => builder.total()).toBe('$1,245.57');
    expect(await builder.savings()).toBe('You save $452.43');
    expect(await builder.partText('headboardAddon')).toContain('Bamboo Headboard does not come in Black');
    expect(await builder.checkbox('headboardAddon').isDisabled()).toBe(true);

    await builder.pick('furniture', BAMBOO_FRAME);
    await builder.chooseFinish('Walnut');
    await expect.poll(() => builder.checkbox('headboardAddon').isDisabled()).toBe(false);
    // Keyboard: focus the headboard and the warranty and tick them with Space.
    await builder.checkbox('headboardAddon').focus();
    await page.keyboard.press('Space');
    await builder.checkbox('extend').focus();
    await page.keyboard.press('Space');
    // $974.25 + $509.36 (15% off $599.25) + $169.32 (15% off $199.20) + $89.10 (10% off $99).
    await expect.poll(() => builder.total()).toBe('$1,742.03');
    expect(await builder.savings()).toBe('You save $703.97');
    expect(await builder.summaryLines()).toEqual([
      `Mattress: ${MATTRESS} $974.25`,
      `Furniture: ${BAMBOO_FRAME}, Walnut $509.36`,
      `Headboard: ${HEADBOARD}, Walnut $169.32`,
      `Extended warranty: ${WARRANTY} $89.10`,
    ]);

    // Every part follows the bundle's size, and the URL keeps it.
    await builder.chooseSize('King');
    await expect.poll(() => builder.total()).toBe('$2,065.06');
    expect(new URL(page.url()).searchParams.get('size')).toBe('king');

    await builder.addButton.click();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toEqual([MATTRESS, BAMBOO_FRAME, HEADBOARD, WARRANTY]);
    expect(await drawer.childTitles(MATTRESS)).toEqual([BAMBOO_FRAME, HEADBOARD, WARRANTY]);

    await drawer.viewCart();
    const cart = new CartPage(page, 'nestwood');
    await cart.waitLoaded();
    await cart.settled();
    expect(await cart.summary('total')).toBe('$2,065.06');
    await page.context().close();
  });

  it.each([390, 1280])('fits a %i px wide screen: no sideways scrolling, Add bundle to cart inside the width', async (width) => {
    const page = await newPage(browser());
    await page.setViewportSize({ width, height: 900 });
    const builder = new BundleBuilder(page, 'nestwood');
    await builder.goto('/bundle-builder/mattress-and-platform-bed');
    expect(await fitsWidth(page)).toBe(true);
    expect(await withinWidth(page, '[data-testid="add-bundle"]')).toBe(true);
    await page.context().close();
  });
});
