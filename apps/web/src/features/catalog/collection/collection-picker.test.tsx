// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderInDom } from '../../../test-support/client-render';
import { BED, CHEST, DRESSER, HEADBOARD, NIGHTSTAND } from '@store/core/collections/test-pieces';
import { pieceProduct } from '../pieces/piece-product';
import { ProductSelectionProvider } from '../product-selection';
import type { CollectionOffer } from './collection-offer';
import { CollectionPicker } from './collection-picker';

const offer: CollectionOffer = {
  pricing: {},
  main: pieceProduct(BED),
  items: BED.collectionItems!,
  pieces: [NIGHTSTAND, DRESSER, CHEST, HEADBOARD].map(pieceProduct),
};

/** The picker inside the product page's selection, for a bed chosen as `selection`. */
function picker(selection: Record<string, string>) {
  return (
    <ProductSelectionProvider
      product={{ properties: BED.properties, metadata: { url: BED.metadata.url } }}
      storageKey="k"
      initialSelection={selection}
      pathPreselected
    >
      <CollectionPicker offer={offer} currency="USD" />
    </ProductSelectionProvider>
  );
}

const render = (selection: Record<string, string>): string => renderToStaticMarkup(picker(selection));

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const itemOf = (html: string, name: string) =>
  new RegExp(`<li[^>]*data-name="${name}"[^>]*>([\\s\\S]*?)</li>`).exec(html)?.[1] ?? '';

describe('CollectionPicker, server-rendered (labels, prices, what cannot come)', () => {
  it('is a labelled section with one labelled quantity per piece, up to its maximum', () => {
    const html = render({ Size: 'queen', Color: 'walnut' });
    expect(html).toContain('aria-labelledby="collection-heading"');
    expect(html).toMatch(/<h2 id="collection-heading"[^>]*>Complete the collection<\/h2>/);
    const nightstand = itemOf(html, 'socalle-nightstand');
    expect(nightstand).toMatch(/<label for="collection-socalle-nightstand-quantity"/);
    expect(text(nightstand)).toContain('Quantity of Socalle Nightstand');
    expect(nightstand.match(/<option value="\d"/g)).toEqual(['<option value="0"', '<option value="1"', '<option value="2"']);
    expect(itemOf(html, 'socalle-chest').match(/<option value="\d"/g)).toHaveLength(2);
  });

  it('prices each piece with the bed (collection price, struck list price) and names its colour rule', () => {
    const html = render({ Size: 'queen', Color: 'walnut' });
    expect(text(itemOf(html, 'socalle-nightstand'))).toContain(
      'Nightstand, up to 2 · In Walnut, to match $215.28 each , regular price $299 · 10% off in the set',
    );
    expect(text(itemOf(html, 'socalle-chest'))).toContain(
      'Chest, up to 1 · In Oak $611.32 , regular price $899 · 15% off in the set',
    );
  });

  it('says why a matching piece cannot come with a walnut bed and disables its quantity', async () => {
    const dresser = itemOf(render({ Size: 'queen', Color: 'walnut' }), 'socalle-dresser');
    expect(text(dresser)).toContain('Socalle Dresser does not come in Walnut');
    expect(dresser).toMatch(/<select id="collection-socalle-dresser-quantity"[^>]*class="[^"]*opacity-60/);
    expect(itemOf(render({ Size: 'queen', Color: 'oak' }), 'socalle-dresser')).not.toMatch(/opacity-60/);
    const quantity = async (Color: string) => {
      const { container, unmount } = await renderInDom(picker({ Size: 'queen', Color }));
      const disabled = container.querySelector<HTMLSelectElement>('#collection-socalle-dresser-quantity')?.disabled;
      await unmount();
      return disabled;
    };
    expect(await quantity('walnut')).toBe(true);
    expect(await quantity('oak')).toBe(false);
  });

  it("waits for the page's scripts: every select disabled in the server HTML, enabled in the browser", async () => {
    const selects = (root: ParentNode) =>
      [...root.querySelectorAll<HTMLSelectElement>('select')].map((select) => `${select.dataset.testid}:${select.disabled}`);
    const page = picker({ Size: 'queen', Color: 'oak' });
    const server = new DOMParser().parseFromString(renderToStaticMarkup(page), 'text/html');
    expect(selects(server)).toEqual([
      'collection-quantity:true',
      'collection-quantity:true',
      'collection-quantity:true',
      'collection-color:true',
      'collection-quantity:true',
    ]);
    const { container, unmount } = await renderInDom(page);
    expect(selects(container)).toEqual([
      'collection-quantity:false',
      'collection-quantity:false',
      'collection-quantity:false',
      'collection-color:false',
      'collection-quantity:false',
    ]);
    await unmount();
  });

  it('lets the shopper pick the finish of a shopper-choice piece, with a label', () => {
    const headboard = itemOf(render({ Size: 'queen', Color: 'oak' }), 'socalle-headboard');
    expect(text(headboard)).toContain('Finish of Socalle Headboard');
    expect(headboard.match(/<option value="(oak|walnut|white)"/g)).toHaveLength(3);
  });

  it('starts with the bed alone: its price as the total and Add set to cart disabled until a piece is chosen', async () => {
    const html = render({ Size: 'queen', Color: 'oak' });
    expect(text(html)).toContain('Choose pieces to add $559.20');
    expect(html).toMatch(/<p role="alert"[^>]*data-testid="add-collection-error"/);
    // In the browser, where the button no longer waits for the page's scripts.
    const { container, unmount } = await renderInDom(picker({ Size: 'queen', Color: 'oak' }));
    expect(container.querySelector<HTMLButtonElement>('[data-testid="add-collection"]')?.disabled).toBe(true);
    await unmount();
  });
});
