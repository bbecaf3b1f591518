// @vitest-environment happy-dom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Availability, Product } from '@store/core/product';
import { allSelections, buildVariantSku, type Selection } from '@store/core/variant';
import { productFixture } from '../../test-support/product-fixture';
import { renderInDom } from '../../test-support/client-render';
import { Configurator } from './configurator/configurator';
import { ProductSelectionProvider, useProductSelection } from './product-selection';

// view_item goes to the analytics chunk; what is tested here is the page's choice.
vi.mock('./configurator/use-view-item-report', () => ({ useViewItemReport: () => undefined }));

const option = (value: string, title: string, code: string) => ({ value, title, code, priceDiff: 0, outOfStock: false });

/** One mattress chosen by material, firmness and size, at /mattress (its pages are /mattress/{material}/{firmness}/{size}). */
function pathMattress(): Product {
  const properties: Product['properties'] = [
    {
      name: 'Size',
      title: 'Size',
      code: 'SZ',
      defaultValue: 'queen',
      options: [option('queen', 'Queen', 'QN'), option('king', 'King', 'KG')],
    },
    {
      name: 'Material',
      title: 'Material',
      code: 'MT',
      defaultValue: 'hybrid',
      options: [option('hybrid', 'Hybrid', 'HY'), option('memory-foam', 'Memory Foam', 'MF')],
    },
    {
      name: 'Firmness',
      title: 'Firmness',
      code: 'FM',
      defaultValue: 'luxury-firm',
      options: [option('soft', 'Soft', 'SF'), option('firm', 'Firm', 'FR'), option('luxury-firm', 'Luxury Firm', 'LF')],
    },
  ];
  const inStock: Availability = {
    isActive: true,
    isInStock: true,
    isBackOrderAllowed: false,
    shippingFrom: 2,
    shippingTo: 3,
    wgsShippingFrom: 5,
    wgsShippingTo: 10,
  };
  const availability = Object.fromEntries(
    allSelections(properties).map((s) => [buildVariantSku('DRIFT', properties, s), inStock]),
  );
  return productFixture({
    id: 'driftvale-mattress',
    inventoryKey: 'DRIFT',
    metadata: { url: '/mattress', height: 12, isWarranty: false, reportToAnalytics: true },
    properties,
    availability,
  });
}

/** What the page says its firmnessType is. */
function FirmnessProbe() {
  return <output data-testid="firmness-type">{useProductSelection().firmnessType ?? 'none'}</output>;
}

function page(product: Product, selection: Selection) {
  const { id, inventoryKey, properties, pricing, availability } = product;
  return (
    <ProductSelectionProvider
      product={{ properties, metadata: { url: product.metadata.url } }}
      storageKey={`test:${id}`}
      initialSelection={selection}
      pathPreselected
    >
      <Configurator
        product={{ id, inventoryKey, properties, pricing, availability }}
        title={product.title}
        currency="USD"
        shipping={{ carrier: 'ground', from: 2, to: 3 }}
      />
      <FirmnessProbe />
    </ProductSelectionProvider>
  );
}

const firmnessLegend = (root: ParentNode) =>
  [...root.querySelectorAll('legend')].map((l) => l.textContent).find((text) => text?.startsWith('Firmness')) ?? null;
const checkedFirmness = (root: ParentNode) =>
  root.querySelector<HTMLInputElement>('input[name="driftvale-mattress-Firmness"]:checked')?.value ?? null;

afterEach(() => {
  localStorage.clear();
});

describe('the product page state firmnessType', () => {
  it('comes from the path: /mattress/memory-foam/firm/queen renders Firm chosen in the picker', () => {
    const html = renderToStaticMarkup(page(pathMattress(), { Material: 'memory-foam', Firmness: 'firm', Size: 'queen' }));
    expect(html).toContain('<output data-testid="firmness-type">firm</output>');
    expect(html).toMatch(/Firmness: <span class="font-normal">Firm<\/span>/);
    expect(html).toMatch(/name="driftvale-mattress-Firmness" checked="" value="firm"/);
  });

  it('follows the shopper: picking Soft makes it soft, checks Soft, names it and moves to the soft page', async () => {
    window.history.replaceState(null, '', '/mattress/memory-foam/firm/queen');
    const view = await renderInDom(page(pathMattress(), { Material: 'memory-foam', Firmness: 'firm', Size: 'queen' }));
    expect(view.container.querySelector('[data-testid="firmness-type"]')?.textContent).toBe('firm');

    const soft = view.container.querySelector<HTMLInputElement>('input[name="driftvale-mattress-Firmness"][value="soft"]')!;
    await act(async () => soft.click());

    expect(view.container.querySelector('[data-testid="firmness-type"]')?.textContent).toBe('soft');
    expect(checkedFirmness(view.container)).toBe('soft');
    expect(firmnessLegend(view.container)).toBe('Firmness: Soft');
    expect(window.location.pathname).toBe('/mattress/memory-foam/soft/queen');

    // Another property's pick keeps the firmness.
    const king = view.container.querySelector<HTMLInputElement>('input[name="driftvale-mattress-Size"][value="king"]')!;
    await act(async () => king.click());
    expect(view.container.querySelector('[data-testid="firmness-type"]')?.textContent).toBe('soft');
    expect(window.location.pathname).toBe('/mattress/memory-foam/soft/king');
    await view.unmount();
  });

  it('is none for a product without a firmness choice, whose picker has no firmness', () => {
    const product = productFixture();
    const html = renderToStaticMarkup(page(product, { Size: 'queen', Color: 'white' }));
    expect(html).toContain('<output data-testid="firmness-type">none</output>');
    expect(html).not.toContain('Firmness');
  });
});
