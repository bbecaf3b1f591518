// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { renderInDom } from '../../test-support/client-render';
import { cartCountKey, markCartLoadedByPage } from './cart-events';
import { CartIsland } from './cart-island';

// The drawer's code stands in for itself: whether it loaded is whether it rendered.
vi.mock('./cart-drawer', () => ({
  CartDrawer: () => createElement('p', { 'data-testid': 'drawer' }, 'drawer'),
}));

let idle: (() => void)[] = [];
let unmount: (() => Promise<void>) | null = null;
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  document.documentElement.dataset.brand = 'nestwood';
  localStorage.setItem(cartCountKey('nestwood'), '2');
});
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Renders the island, lets the browser be idle, and says whether the drawer's code loaded. */
async function drawerLoadedWhenIdle(): Promise<boolean> {
  const rendered = await renderInDom(createElement(CartIsland));
  unmount = rendered.unmount;
  await act(async () => {
    for (const callback of idle) callback();
    await vi.dynamicImportSettled();
  });
  return rendered.container.querySelector('[data-testid="drawer"]') !== null;
}

// One order: the page's mark lasts for the page (the module), as in the browser.
describe('the header loads the drawer when idle only where the page does not load the cart itself', () => {
  it('a shopper with a cart on a product page: the drawer loads to refresh the count', async () => {
    expect(await drawerLoadedWhenIdle()).toBe(true);
  });

  it('no cart in this browser: nothing loads until the button is pressed', async () => {
    localStorage.clear();
    expect(await drawerLoadedWhenIdle()).toBe(false);
  });

  it('the cart page or a checkout step, which load the cart themselves: nothing loads', async () => {
    markCartLoadedByPage();
    expect(await drawerLoadedWhenIdle()).toBe(false);
  });
});
