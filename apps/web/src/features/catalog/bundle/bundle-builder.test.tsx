// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderInDom } from '../../../test-support/client-render';
import { BAMBOO_HEADBOARD, BUILDER, FRAME, MATTRESS, METAL_FRAME, WARRANTY } from '@store/core/collections/test-pieces';
import { pieceProduct, type PieceProduct } from '../pieces/piece-product';
import { ProductSelectionProvider } from '../product-selection';
import type { BundleOffer } from '@store/core/collections/bundle-offer';
import { BundleBuilder } from './bundle-builder';

// view_item goes to the analytics chunk (a beacon to /api/funnel); what is tested here is the builder.
vi.mock('../configurator/use-view-item-report', () => ({ useViewItemReport: () => undefined }));

const offer: BundleOffer<PieceProduct> = {
  pricing: {},
  bundle: { id: BUILDER.id, title: BUILDER.title, properties: BUILDER.properties, bundlePage: BUILDER.bundlePage! },
  parts: [MATTRESS, FRAME, METAL_FRAME, BAMBOO_HEADBOARD, WARRANTY].map(pieceProduct),
};

function builder(Size: string) {
  return (
    <ProductSelectionProvider
      product={{ properties: BUILDER.properties, metadata: { url: BUILDER.metadata.url } }}
      storageKey="k"
      initialSelection={{ Size }}
      pathPreselected
    >
      <BundleBuilder offer={offer} currency="USD" />
    </ProductSelectionProvider>
  );
}

const render = (Size: string): string => renderToStaticMarkup(builder(Size));

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const partOf = (html: string, slot: string) =>
  new RegExp(`<fieldset[^>]*data-slot="${slot}"[^>]*>([\\s\\S]*?)</fieldset>`).exec(html)?.[1] ?? '';
const optionOf = (part: string, name: string) =>
  new RegExp(`<label[^>]*data-name="${name}"[^>]*>([\\s\\S]*?)</label>`).exec(part)?.[1] ?? '';

describe('BundleBuilder, server-rendered: the bundle composed from its parts', () => {
  it('opens with the required parts picked: the mattress and the first frame, and the total and savings of both', () => {
    const html = render('queen');
    expect(html).toContain('aria-label="Build your bundle"');
    expect(text(html)).toMatch(/Bundle total \$1,208\.66 Regular price \$1,798 You save \$589\.34/);
    expect(optionOf(partOf(html, 'base'), 'mattress')).toMatch(/type="radio"[^>]*checked=""/);
    expect(optionOf(partOf(html, 'furniture'), 'bamboo-frame')).toMatch(/type="radio"[^>]*checked=""/);
    expect(html).toMatch(/<button[^>]*data-testid="add-bundle"[^>]*>Add bundle to cart<\/button>/);
  });

  it('once its scripts run, Add bundle to cart works: the required parts are picked', async () => {
    const { container, unmount } = await renderInDom(builder('queen'));
    expect(container.querySelector<HTMLButtonElement>('[data-testid="add-bundle"]')?.disabled).toBe(false);
    await unmount();
  });

  it('gives each part a legend with its bundle saving and each product its own price in the size', () => {
    const html = render('queen');
    expect(text(partOf(html, 'furniture'))).toContain('Furniture (15% off in the bundle)');
    expect(text(optionOf(partOf(html, 'furniture'), 'metal-frame'))).toContain('Metal Frame $203.32 , regular price $299');
    expect(text(optionOf(partOf(html, 'headboardAddon'), 'bamboo-headboard'))).toContain(
      'Add Bamboo Headboard $169.32 , regular price $249',
    );
    expect(optionOf(partOf(html, 'headboardAddon'), 'bamboo-headboard')).toMatch(/type="checkbox"/);
    expect(text(optionOf(partOf(html, 'extend'), 'extended-warranty'))).toContain('Extended Warranty $99');
  });

  it('offers the finishes of the picked frame as a labelled radio group', () => {
    const furniture = partOf(render('queen'), 'furniture');
    expect(text(furniture)).toContain('Bamboo Frame finish');
    expect(furniture).toMatch(/aria-label="Natural"/);
    expect(furniture).toMatch(/aria-label="Walnut"/);
  });

  it('in King, disables the frame not sold in that size and says why', async () => {
    const html = render('king');
    expect(html).toMatch(/<label[^>]*data-name="metal-frame"[^>]*data-unavailable=""/);
    expect(html).not.toMatch(/<label[^>]*data-name="bamboo-frame"[^>]*data-unavailable/);
    expect(text(optionOf(partOf(html, 'furniture'), 'metal-frame'))).toContain('Metal Frame does not come in King');
    const { container, unmount } = await renderInDom(builder('king'));
    const frame = (name: string) =>
      container.querySelector<HTMLInputElement>(`[data-name="${name}"] input[type="radio"]`)?.disabled;
    expect(frame('metal-frame')).toBe(true);
    expect(frame('bamboo-frame')).toBe(false);
    await unmount();
  });

  it("waits for the page's scripts: every choice disabled in the server HTML, yet none looks unavailable", async () => {
    const inputs = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>('input')].map((input) => input.disabled);
    const server = new DOMParser().parseFromString(render('queen'), 'text/html');
    expect(inputs(server).length).toBeGreaterThan(4);
    expect(inputs(server).every(Boolean)).toBe(true);
    expect(server.querySelectorAll('[data-unavailable]')).toHaveLength(0);
    // The parts' own radios and checkboxes are drawn by the page (`choice-box`), the same disabled or not; the
    // browser's turn grey when disabled.
    const parts = [...server.querySelectorAll('[data-testid="bundle-option"] input')];
    expect(parts.length).toBeGreaterThan(4);
    expect(parts.filter((input) => input.className !== 'choice-box')).toEqual([]);
    const { container, unmount } = await renderInDom(builder('queen'));
    expect(inputs(container).some(Boolean)).toBe(false);
    await unmount();
  });

  it('lists what is in the bundle, each with its price, adding up to the total', () => {
    const html = render('queen');
    expect(text(/<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html.slice(html.indexOf('data-testid="bundle-summary"')))?.[1] ?? '')).toBe(
      ' Mattress: Mattress $699.30 Furniture: Bamboo Frame, Natural $509.36 ',
    );
  });
});
