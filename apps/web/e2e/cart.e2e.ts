import { describe, expect, it } from 'vitest';
import { CartDrawer } from './pages/cart-drawer';
import { CartPage } from './pages/cart-page';
import { HomePage } from './pages/home-page';
import { ProductPage } from './pages/product-page';
import { baseUrl, browserForFile, newPage } from './support/browser';

const browser = browserForFile();

const MATTRESS = 'Nestwood Classic Hybrid Mattress';
const SHEETS = 'Natural Cotton Sheet Set';
const PROTECTOR = 'Waterproof Breathable Mattress Protector';
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('cart', () => {
  it('adds a mattress with a gift and a protector, changes quantity, applies and removes SAVE10, and shares the cart', async () => {
    const page = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl('nestwood') });
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    await product.waitForAddOns();
    await product.setAddOn('Free pillows', false);
    await product.setAddOn('50% off protector', true);
    expect(await product.chosenAddOns()).toEqual(['Free sheets', '50% off protector']);
    // Quote: the server prices what Add to cart would send; an add-on moves it both ways.
    await expect.poll(() => product.quotedTotal()).not.toBeNull();
    const quoted = (await product.quotedTotal())!;
    await product.setAddOn('50% off protector', false);
    await expect.poll(() => product.quotedTotal()).toBeLessThan(quoted);
    await product.setAddOn('50% off protector', true);
    await expect.poll(() => product.quotedTotal()).toBe(quoted);

    await product.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toEqual([MATTRESS, SHEETS, PROTECTOR]);
    expect(await drawer.childTitles(MATTRESS)).toEqual([SHEETS, PROTECTOR]);
    expect(await page.getByTestId('cart-count').textContent()).toBe('3');

    await drawer.viewCart();
    const cart = new CartPage(page, 'nestwood');
    await cart.waitLoaded();
    await cart.settled();
    const totalOfOne = money(await cart.summary('total'));
    expect(Math.round(totalOfOne * 100)).toBe(quoted);
    await cart.increase(MATTRESS);
    expect(await cart.quantity(MATTRESS)).toBe(2);
    await cart.settled();
    await expect.poll(async () => money(await cart.summary('total'))).toBeGreaterThan(totalOfOne);
    const totalOfTwo = money(await cart.summary('total'));
    expect(await cart.summary('shipping')).toBe('Free shipping');
    // No address yet: the tax is not known, so it is neither a number nor FREE.
    expect(await cart.summary('tax')).toBe('Calculated at checkout');

    await cart.applyCoupon('NOPE99');
    await expect.poll(() => cart.couponError()).toBe('Invalid Coupon Code');
    await cart.applyCoupon('EXPIRED15');
    await expect.poll(() => cart.couponError()).toBe('This coupon has expired');

    await cart.applyCoupon('SAVE10');
    await expect.poll(() => cart.appliedCoupon()).toBe('SAVE10');
    expect(await cart.summary('coupon')).toMatch(/^-\$[\d,.]+$/);
    expect(money(await cart.summary('total'))).toBeLessThan(totalOfTwo);
    expect(await cart.storedCoupon()).toBe('SAVE10');

    await cart.removeCoupon();
    await expect.poll(() => cart.appliedCoupon()).toBeNull();
    expect(await cart.summary('coupon')).toBeNull();
    expect(money(await cart.summary('total'))).toBe(totalOfTwo);
    expect(await cart.storedCoupon()).toBeNull();

    const shared = await cart.lines();
    const { status, link } = await cart.share();
    expect(status).toBe('Link copied');
    expect(link).toMatch(new RegExp(`^${baseUrl('nestwood')}/\\?cart=[0-9A-Za-z]{24}$`));

    const friend = await newPage(browser());
    await friend.goto(link);
    const friendDrawer = new CartDrawer(friend);
    await friendDrawer.waitOpen();
    expect(await friendDrawer.lines()).toEqual(shared);
    await expect.poll(() => friend.url()).toBe(`${baseUrl('nestwood')}/`);
    await friend.context().close();
    await page.context().close();
  });

  it('the owner can make the share link single-use (chosen with the keyboard): the first visitor merges it, the next is told it was used', async () => {
    const page = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl('nestwood') });
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    await product.waitForAddOns();
    await product.addToCart();
    await new CartDrawer(page).waitOpen();
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    expect(await cart.chooseLinkModeByKeyboard('Only the first person who opens it')).toBe('Only the first person who opens it');
    const { status, link } = await cart.share();
    expect(status).toMatch(/works once/);

    const first = await newPage(browser());
    await first.goto(link);
    const firstDrawer = new CartDrawer(first);
    await firstDrawer.waitOpen();
    expect(await firstDrawer.lineTitles()).toContain(MATTRESS);
    const second = await newPage(browser());
    await second.goto(link);
    await new CartDrawer(second).waitOpen();
    await expect
      .poll(() => second.locator('dialog').getByTestId('cart-error').textContent())
      .toContain('This cart link has already been used');
    for (const p of [first, second, page]) await p.context().close();
  });

  it('auto-applies a coupon given as an override (?coupon=) once the cart has items', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    await product.waitForAddOns();
    await product.addToCart();
    await new CartDrawer(page).waitOpen();
    const cart = new CartPage(page, 'nestwood');
    await cart.goto('?coupon=SAVE10');
    await cart.settled();
    await expect.poll(() => cart.appliedCoupon(), { timeout: 10_000 }).toBe('SAVE10');
    expect(await cart.storedCoupon()).toBe('SAVE10');
    await page.context().close();
  });

  it('quotes the product with the stored coupon, quotes without a refused one, and shows no total once a quote passes 3 s', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    const storeCoupon = (code: string) => page.evaluate((c) => localStorage.setItem('store:coupon:nestwood', c), code);
    await storeCoupon('SAVE10');
    await product.reload();
    await product.waitForAddOns();
    expect(await product.quoteNote()).toMatch(/^You save \$[\d,.]+ with SAVE10 · Free shipping$/);
    const withCoupon = (await product.quotedTotal())!;

    await storeCoupon('NOPE99');
    await product.reload();
    await product.waitForAddOns();
    expect(await product.quoteNote()).not.toContain('NOPE99');
    expect(await product.quotedTotal()).toBeGreaterThan(withCoupon);

    await page.route('**/api/carts/quote?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    await product.choose('King');
    await page.locator('[data-testid="quote-total"][data-status="failed"]').waitFor({ timeout: 8_000 });
    expect(await product.quotedTotal()).toBeNull();
    expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);
    await page.context().close();
  });

  it('the cart page comes with its lines, totals and coupon form in the HTML, private, and asks for no cart before the first paint', async () => {
    const page = await newPage(browser());
    // Before any cart: the server renders the empty state itself.
    const empty = await page.goto(`${baseUrl('nestwood')}/checkout/cart`);
    expect(await empty!.text()).toContain('data-testid="empty-cart"');

    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bedding/natural-cotton-sheet-set');
    await product.addToCart();
    await new CartDrawer(page).waitOpen();

    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/carts')) cartCalls.push(`${request.method()} ${request.url()}`);
    });
    const response = await page.goto(`${baseUrl('nestwood')}/checkout/cart`);
    expect(response!.headers()['cache-control']).toMatch(/private|no-store/);
    expect(response!.headers()['cache-control']).not.toMatch(/s-maxage|public/);
    const html = await response!.text();
    expect(html).toContain('data-testid="cart-page"');
    expect(html).toContain(SHEETS);
    expect(html).toContain('data-testid="summary-total"');
    expect(html).toContain('name="couponCode"');
    expect(html).not.toContain('Loading your cart');
    const cart = new CartPage(page, 'nestwood');
    await cart.settled();
    expect(await cart.lineTitles()).toEqual([SHEETS]);
    // The island hydrated from the server's cart: it is interactive without having asked for the cart again.
    await page.waitForLoadState('networkidle');
    expect(cartCalls.filter((call) => call.startsWith('GET') && call.includes('/api/carts/my'))).toEqual([]);
    await page.getByRole('button', { name: `Increase quantity for ${SHEETS}`, exact: true }).click();
    await expect.poll(() => cart.quantity(SHEETS)).toBe(2);
    await page.context().close();
  });

  it('opens an empty drawer from the header and removes a line at once', async () => {
    const page = await newPage(browser());
    const home = new HomePage(page, 'nestwood');
    await home.goto();
    const drawer = new CartDrawer(page);
    await drawer.openFromHeader();
    expect(await page.getByTestId('empty-cart').isVisible()).toBe(true);
    await drawer.close();
    expect(await drawer.isOpen()).toBe(false);

    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bedding/natural-cotton-sheet-set');
    await product.addToCart();
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toEqual([SHEETS]);
    await page.getByRole('button', { name: `Remove ${SHEETS}`, exact: true }).click();
    await page.getByTestId('empty-cart').waitFor();
    await page.context().close();
  });

  it('shows a quantity change before the server answers, and rolls back a failed removal with its message', async () => {
    const page = await newPage(browser());
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/bedding/natural-cotton-sheet-set');
    await product.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();

    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/carts/my/items/**', async (route) => {
      if (route.request().method() === 'PUT') await held;
      if (route.request().method() === 'DELETE') {
        await route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', code: 'NOT_FOUND', message: 'Item not found in cart' }),
        });
        return;
      }
      await route.continue();
    });
    await cart.increase(SHEETS);
    expect(await cart.quantity(SHEETS)).toBe(2);
    expect(await page.locator('main [data-testid="cart-page"]').getAttribute('aria-busy')).toBe('true');
    release();
    await cart.settled();
    expect(await cart.quantity(SHEETS)).toBe(2);

    await cart.remove(SHEETS);
    await expect.poll(() => page.locator('main').getByTestId('cart-error').textContent()).toContain('Item not found in cart');
    expect(await cart.lineTitles()).toEqual([SHEETS]);
    await page.context().close();
  });

  it('ignores a cart link without a valid id but still opens the drawer and cleans the URL', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl('nestwood')}/mattresses?cart=undefined`);
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    await expect.poll(() => page.url()).toBe(`${baseUrl('nestwood')}/mattresses`);
    await page.context().close();
  });

  it("shows the reason when a shared cart cannot be merged, with the shopper's own cart", async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl('nestwood')}/?cart=${'A'.repeat(24)}`);
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await page.locator('dialog').getByTestId('cart-error').textContent()).toContain('Cart not found');
    expect(await page.locator('dialog').getByTestId('empty-cart').isVisible()).toBe(true);
    await expect.poll(() => page.url()).toBe(`${baseUrl('nestwood')}/`);
    await page.context().close();
  });

  it('shows no purchase controls on the discontinued brand', async () => {
    const page = await newPage(browser());
    const home = new HomePage(page, 'hushly');
    await home.goto();
    expect(await page.getByTestId('cart-button').count()).toBe(0);
    const response = await page.goto(`${baseUrl('hushly')}/checkout/cart`);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId('cart-page').count()).toBe(0);
    expect(await page.getByText('takes no orders').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
