import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CartDrawer } from './pages/cart-drawer';
import { FinderPage } from './pages/finder-page';
import { browserForFile } from './support/browser';

const SHOTS = 'test-results/finder';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();

async function pageAt(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

describe('mattress finder: quiz -> recommended mattress -> cart', () => {
  it.each([1280, 390])('answers the quiz at %i px and adds the recommended size to the cart', async (width) => {
    const page = await pageAt(width);
    const finder = new FinderPage(page, 'nestwood');
    expect(await finder.goto()).toBe(200);
    await page.screenshot({ path: `${SHOTS}/quiz-${width}.png`, fullPage: true });
    await finder.answer('How do you usually sleep?', 'On my back');
    await finder.answer('Which feel do you like?', 'Medium');
    await finder.answer('Do you sleep hot?', 'Yes');
    await finder.answer('Do you share your bed?', 'No');
    await finder.answer('What is your budget?', '$1,000 – $1,500');
    await finder.answer('Which size?', 'King');
    await finder.submit();
    const title = await finder.product();
    expect(title).toMatch(/Nestwood .*Mattress/);
    expect(await finder.variant()).toMatch(/^King/);
    expect(await finder.price()).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    const reasons = await finder.reasons();
    expect(reasons.some((r) => r.includes('Back sleepers'))).toBe(true);
    expect(reasons).toContain('King as you chose');
    expect(await finder.productLink()).toMatch(/\?size=king$/);
    await page.screenshot({ path: `${SHOTS}/result-${width}.png`, fullPage: true });
    await finder.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    expect(await drawer.lineTitles()).toEqual([title]);
    const options = page.locator('dialog[data-testid="cart-drawer"]').getByRole('list', { name: `Options of ${title}` });
    expect(await options.innerText()).toContain('Size: King');
    await page.screenshot({ path: `${SHOTS}/cart-${width}.png` });
    await page.context().close();
  });

  it('a brand with a firmness option recommends it and the cart line carries it', async () => {
    const page = await pageAt(1280);
    const finder = new FinderPage(page, 'arbor');
    await finder.goto('?position=stomach&feel=firmer&hot=no&sharing=yes&budget=luxury&size=queen');
    await page.getByTestId('finder-result').waitFor();
    expect(await finder.variant()).toBe('Queen · Firm');
    await finder.addToCart();
    const drawer = new CartDrawer(page);
    await drawer.waitOpen();
    const title = await finder.product();
    const options = page.locator('dialog[data-testid="cart-drawer"]').getByRole('list', { name: `Options of ${title}` });
    expect(await options.innerText()).toMatch(/Firmness: Firm/);
    await page.context().close();
  });

  it('an incomplete form names the questions left', async () => {
    const page = await pageAt(390);
    const finder = new FinderPage(page, 'nestwood');
    await finder.goto('?position=side');
    expect(await page.getByTestId('finder-missing').innerText()).toContain('Which feel do you like?');
    expect(await page.getByTestId('finder-result').count()).toBe(0);
    await page.context().close();
  });
});
