// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../test-support/client-render';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { productFixture } from '../../test-support/product-fixture';
import { describeWaitsForScripts, inert, serverHtml } from '../../test-support/waits-for-scripts';
import { CartButton } from '../cart/cart-button';
import { ShareCartButton } from '../cart/share-cart-button';
import { ProceedToCheckout } from '../checkout/proceed-to-checkout';
import { AddToCartControl } from './configurator/add-to-cart-button';
import { Configurator } from './configurator/configurator';
import { BoundAddButton } from './pieces/bound-add-button';
import { ProductSelectionProvider } from './product-selection';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}));
// view_item goes to the analytics chunk; what is tested here is the controls.
vi.mock('./configurator/use-view-item-report', () => ({ useViewItemReport: () => undefined }));

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const adding = { working: false, message: null, add: async () => undefined };
const cart = cartFixture([cartLine('classic', { title: 'The Classic Mattress', price: 129_900, quantity: 1 })]);

// Product, finder and cart pages, and the header of every page, are rendered on the server.
describeWaitsForScripts('the shopping controls wait for the page scripts', [
  [
    'add to cart (product and finder pages, sticky bar)',
    createElement(AddToCartControl, { state: adding, disabled: false, className: '', testId: 'add-to-cart' }),
    'Add to cart',
  ],
  [
    'add a bundle or a set',
    createElement(BoundAddButton, {
      label: 'Add bundle to cart',
      working: false,
      disabled: false,
      message: null,
      describedBy: 'summary',
      testId: 'add-bundle',
      className: '',
      onAdd: () => undefined,
    }),
    'Add bundle to cart',
  ],
  ['the header cart', createElement(CartButton), 'Cart, 0 items'],
  ['share the cart', createElement(ShareCartButton, { cartId: 'cart_1' }), 'Share cart'],
  ['proceed to checkout', createElement(ProceedToCheckout, { cart, products: [], busy: false }), 'Proceed to checkout'],
]);

describe("the product's option radios wait for the scripts (a choice made before would flip back)", () => {
  const product = productFixture();
  const { id, inventoryKey, properties, pricing, availability } = product;
  const page = (
    <ProductSelectionProvider
      product={{ properties, metadata: { url: product.metadata.url } }}
      storageKey={`test:${id}`}
      initialSelection={{ Size: 'queen' }}
      pathPreselected={false}
    >
      <Configurator
        product={{ id, inventoryKey, properties, pricing, availability }}
        title={product.title}
        currency="USD"
        shipping={{ carrier: 'ground', from: 2, to: 3 }}
      />
    </ProductSelectionProvider>
  );
  const sizes = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLInputElement>(`input[name="${id}-Size"]`)].map((radio) => ({
      value: radio.value,
      inert: inert(radio),
      struck: radio.nextElementSibling?.querySelector('.line-through') !== null,
    }));

  it('are all disabled in the server HTML, yet only the sold-out Cal King looks it', () => {
    expect(sizes(serverHtml(page))).toEqual([
      { value: 'twin', inert: true, struck: false },
      { value: 'queen', inert: true, struck: false },
      { value: 'king', inert: true, struck: false },
      { value: 'calKing', inert: true, struck: true },
    ]);
  });

  it('are enabled in the browser, but the sold-out one', async () => {
    const { container, unmount } = await renderInDom(page);
    expect(sizes(container)).toEqual([
      { value: 'twin', inert: false, struck: false },
      { value: 'queen', inert: false, struck: false },
      { value: 'king', inert: false, struck: false },
      { value: 'calKing', inert: true, struck: true },
    ]);
    await unmount();
  });
});
