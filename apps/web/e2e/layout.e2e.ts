import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core/brands';
import { CATEGORY_KEYS } from '@store/core/pages';
import { productSchema, type Product } from '@store/core/product';
import { buildVariantSku, defaultSelection } from '@store/core/variant';
import { CartDrawer } from './pages/cart-drawer';
import { CartPage } from './pages/cart-page';
import { CouponField } from './pages/coupon-field';
import { ProductPage } from './pages/product-page';
import { focusedControl, SiteHeader } from './pages/site-header';
import { StickyPurchaseBar } from './pages/sticky-purchase-bar';
import { baseUrl, browserForFile } from './support/browser';
import { brandFacesInUse } from './support/brand-faces';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

/** The brand's catalogue straight from the API (E2E_API_URL), to put lines in a cart without clicking through pages. */
async function catalogue(brand: BrandKey): Promise<Product[]> {
  const response = await fetch(`${process.env.E2E_API_URL}/products`, { headers: { 'x-brand': brand } });
  const body = (await response.json()) as { result: unknown[] };
  return body.result.map((p) => productSchema.parse(p));
}

/** Adds up to `count` distinct sellable products in their default variant through the storefront's /api (same origin, so the session cookie is the page's). */
async function fillCart(page: Page, brand: BrandKey, count: number): Promise<number> {
  const products = (await catalogue(brand)).filter((p) => {
    if (!['mattress', 'bedding', 'bed-frame', 'furniture'].includes(p.attributes.group)) return false;
    const availability = p.availability[buildVariantSku(p.inventoryKey, p.properties, defaultSelection(p))];
    return availability !== undefined && availability.isActive && (availability.isInStock || availability.isBackOrderAllowed);
  });
  let added = 0;
  for (const product of products) {
    if (added === count) break;
    const selection = defaultSelection(product);
    const item = {
      productID: product.id,
      quantity: 1,
      properties: product.properties.map((p) => ({ name: p.name, value: selection[p.name] ?? p.defaultValue })),
    };
    const ok = await page.evaluate(async (body) => {
      const response = await fetch('/api/carts/my/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [body] }),
      });
      return response.ok;
    }, item);
    if (ok) added += 1;
  }
  return added;
}

/** Whether a category list page shows at least one product (fetched from inside the page, parsed, not rendered). */
async function listShowsProducts(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (href) => {
    const html = await (await fetch(href)).text();
    const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
    // Product cards, not any list item: the page's breadcrumbs and filters are lists too.
    return main !== null && main.querySelectorAll('[data-testid="product-card"]').length > 0;
  }, path);
}

const ACTIVE_BRANDS = BRAND_KEYS.filter((key) => BRANDS[key].status === 'active');

describe('menus link to what the brand sells', () => {
  it.each(ACTIVE_BRANDS.map((key) => [key]))(
    '%s: the menu and "Shop by category" link every category with products and no other',
    async (brand) => {
      const page = await pageAt(DESKTOP);
      await page.goto(`${baseUrl(brand)}/`);
      const withProducts: string[] = [];
      for (const key of CATEGORY_KEYS) if (await listShowsProducts(page, `/${key}`)) withProducts.push(`/${key}`);
      expect(withProducts.length).toBeGreaterThan(0);
      expect(await new SiteHeader(page).visibleCategoryPaths()).toEqual(withProducts);
      const tiles = await page
        .getByTestId('category-tiles')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(tiles).toEqual(withProducts);
      await page.context().close();
    },
  );
});

describe('header', () => {
  it('at 360 and 390 px shows every brand’s whole name in the one-row header', async () => {
    // One load per brand: the header is laid out again at each width (the brand faces are in use by then).
    const page = await pageAt({ width: 360, height: 800 });
    for (const brand of BRAND_KEYS) {
      await page.goto(`${baseUrl(brand)}/faq`);
      await brandFacesInUse(page);
      const header = new SiteHeader(page);
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        // A long name (Nestwood Canada) takes two lines rather than losing its end; the header stays one row.
        const name = await header.brandName();
        expect({ brand, width, ...name }).toMatchObject({ brand, width, clipped: false });
        expect(name.lines).toBeLessThanOrEqual(2);
        expect(await header.height()).toBeLessThanOrEqual(64);
      }
    }
    await page.context().close();
  });

  it('at 390 px is one row, at most 64 px, and its menu opens and closes by keyboard', async () => {
    const page = await pageAt(PHONE);
    await page.goto(`${baseUrl('nestwood')}/`);
    const header = new SiteHeader(page);
    expect(await header.height()).toBeLessThanOrEqual(64);
    expect(await header.visibleCategoryPaths()).toEqual([]);
    await page.locator('[data-testid="cart-button"][data-ready="true"]').waitFor();

    // Tab order follows the visual order: skip link, brand, account link, cart, menu (left to right).
    const order = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedControl(page));
    }
    expect(order.map((c) => c.testId ?? c.name)).toEqual([
      'Skip to content',
      'brand-name',
      'account-link',
      'cart-button',
      'menu-button',
    ]);
    expect(order[1]!.x).toBeLessThan(order[2]!.x);
    expect(order[2]!.x).toBeLessThan(order[3]!.x);
    expect(order[3]!.x).toBeLessThan(order[4]!.x);

    expect(await header.menuExpanded()).toBe(false);
    expect(await header.menuControls()).toBe(await header.menuPanel.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await header.menuExpanded()).toBe(true);
    await header.menuPanel.waitFor({ state: 'visible' });
    const links = await header.visibleCategoryPaths();
    expect(links[0]).toBe('/mattresses');
    // The menu is a modal dialog; focus starts on its first control (Close menu).
    expect((await focusedControl(page)).name).toBe('Close menu');
    expect(await header.height()).toBeLessThanOrEqual(64);

    await page.keyboard.press('Escape');
    await header.menuPanel.waitFor({ state: 'hidden' });
    // The dialog's close event comes a task after Escape, and aria-expanded follows it.
    await expect.poll(() => header.menuExpanded()).toBe(false);
    expect((await focusedControl(page)).testId).toBe('menu-button');

    // Open again, tab past the search box to the second category link and follow it: the list opens and the menu is closed.
    await page.keyboard.press('Space');
    await header.menuPanel.waitFor({ state: 'visible' });
    const second = (await header.menuPanel.getByRole('link').nth(1).textContent())!;
    for (let i = 0; i < 6 && (await focusedControl(page)).name !== second; i += 1) await page.keyboard.press('Tab');
    expect((await focusedControl(page)).name).toBe(second);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === links[1]);
    await header.menuPanel.waitFor({ state: 'hidden' });
    await expect.poll(() => header.menuExpanded()).toBe(false);

    // The header stays at the top while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.root.boundingBox())?.y).toBe(0);
    await page.context().close();
  });

  it('at 1280 px shows the links and the search box inline, no menu button, and tabs in visual order', async () => {
    const page = await pageAt(DESKTOP);
    await page.goto(`${baseUrl('nestwood')}/`);
    const header = new SiteHeader(page);
    expect(await header.menuButton.isVisible()).toBe(false);
    const links = await header.visibleCategoryPaths();
    expect(links.length).toBeGreaterThan(1);
    expect(await header.height()).toBeLessThanOrEqual(64);
    // The cart button is disabled, so not a tab stop, until the page's scripts run it.
    await page.locator('[data-testid="cart-button"][data-ready="true"]').waitFor();
    await page.keyboard.press('Tab'); // skip link
    const stops = [];
    // brand, the category links, the search field and its button, account, cart
    for (let i = 0; i < links.length + 5; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focusedControl(page));
    }
    expect(stops[0]!.testId).toBe('brand-name');
    expect(stops.at(-3)!.name).toBe('Search');
    expect(stops.at(-2)!.testId).toBe('account-link');
    expect(stops.at(-1)!.testId).toBe('cart-button');
    const xs = stops.map((s) => s.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    await page.context().close();
  });
});

describe('product page at 390 px', () => {
  it('keeps price and Add to cart on screen; adding from the bar opens the drawer and closing it gives focus back', async () => {
    const page = await pageAt(PHONE);
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    const bar = new StickyPurchaseBar(page);
    expect(await bar.onScreen()).toBe(true);
    expect(await bar.price()).toMatch(/\$\d/);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => bar.onScreen()).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => bar.onScreen()).toBe(true);

    await bar.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect((await drawer.lines()).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isOpen()).toBe(false);
    await expect.poll(async () => (await focusedControl(page)).testId).toBe('sticky-add-to-cart');
    await page.context().close();
  });

  it('shows no bar at 1280 px', async () => {
    const page = await pageAt(DESKTOP);
    await new ProductPage(page, 'nestwood').goto('/mattress');
    expect(await new StickyPurchaseBar(page).root.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('cart drawer', () => {
  it('keeps the totals and checkout in view with many lines, and gives focus back to the header button', async () => {
    const page = await pageAt(PHONE);
    await page.goto(`${baseUrl('nestwood')}/`);
    expect(await fillCart(page, 'nestwood', 8)).toBe(8);
    await page.reload();
    const drawer = new CartDrawer(page);
    await drawer.openFromHeader();
    const dialog = page.locator('dialog[data-testid="cart-drawer"]');
    await dialog.getByTestId('summary-total').waitFor();
    const lines = dialog.getByTestId('cart-drawer-lines');
    expect(await lines.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    for (const target of [dialog.getByTestId('summary-total'), dialog.getByRole('link', { name: 'View cart and check out' })]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    await drawer.close();
    await expect.poll(() => drawer.isOpen()).toBe(false);
    await expect.poll(async () => (await focusedControl(page)).testId).toBe('cart-button');
    await page.context().close();
  });
});

describe('coupon field', () => {
  it('announces an empty and an invalid coupon as errors tied to the input', async () => {
    const page = await pageAt(PHONE);
    await page.goto(`${baseUrl('nestwood')}/`);
    expect(await fillCart(page, 'nestwood', 1)).toBe(1);
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    const coupon = new CouponField(page);
    const ink = await page.locator('main').evaluate((element) => getComputedStyle(element).color);

    await coupon.submit('');
    await expect.poll(async () => (await coupon.announcedError())?.text).toBe('Enter a coupon code');
    const empty = (await coupon.announcedError())!;
    expect(empty.role).toBe('alert');
    expect(empty.invalid).toBe('true');
    expect(empty.color).not.toBe(ink);

    await coupon.submit('NOPE99');
    await expect.poll(async () => (await coupon.announcedError())?.text).toBe('Invalid Coupon Code');
    expect((await coupon.announcedError())!.invalid).toBe('true');
    await page.context().close();
  });
});
