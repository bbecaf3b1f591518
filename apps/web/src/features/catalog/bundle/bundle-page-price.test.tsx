import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BundleOffer } from '@store/core/collections/bundle-offer';
import { BAMBOO_HEADBOARD, BUILDER, FRAME, MATTRESS, METAL_FRAME, WARRANTY } from '@store/core/collections/test-pieces';
import { productJsonLd } from '../../../lib/seo/product-json-ld';
import { pieceProduct, type PieceProduct } from '../pieces/piece-product';
import { ProductCard } from '../product-card';
import { ProductSelectionProvider } from '../product-selection';
import { BundleBuilder } from './bundle-builder';

const offer: BundleOffer<PieceProduct> = {
  pricing: {},
  bundle: { id: BUILDER.id, title: BUILDER.title, properties: BUILDER.properties, bundlePage: BUILDER.bundlePage! },
  parts: [MATTRESS, FRAME, METAL_FRAME, BAMBOO_HEADBOARD, WARRANTY].map(pieceProduct),
};

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const testId = (html: string, id: string) =>
  text(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</span>`).exec(html)?.[1] ?? '').trim();

/** The three places a shopper sees the bundle's price for a size, as each renders it. */
function shown(Size: string) {
  const card = renderToStaticMarkup(<ProductCard product={BUILDER} selection={{ Size }} showPrice />);
  const ld = productJsonLd({
    product: BUILDER,
    selection: { Size },
    brandName: 'Nestwood',
    currency: 'USD',
    url: 'http://nestwood.localhost:3000/bundle-builder/build-your-bed',
    origin: 'http://nestwood.localhost:3000',
    takesOrders: true,
  });
  const builder = renderToStaticMarkup(
    <ProductSelectionProvider
      product={{ properties: BUILDER.properties, metadata: { url: BUILDER.metadata.url } }}
      storageKey="k"
      initialSelection={{ Size }}
      pathPreselected
    >
      <BundleBuilder offer={offer} currency="USD" />
    </ProductSelectionProvider>,
  );
  return {
    card: testId(card, 'card-price'),
    offer: (ld.offers as { price: string }).price,
    builder: testId(builder, 'bundle-total'),
  };
}

describe('a bundle page shows one price for its default choice', () => {
  it.each([
    {
      // Queen: the mattress, $999 list - 30% = 99900 - 29970 = 69930; the first frame (bamboo), $799 list - 25% =
      // 79900 - 19975 = 59925, then 15% off in the bundle: 59925 - 8989 (8988.75 rounded) = 50936. 69930 + 50936 = 120866.
      size: 'queen',
      expected: { card: '$1,208.66', offer: '1208.66', builder: '$1,208.66' },
    },
    {
      // King: the mattress, $1,199 list - 30% = 119900 - 35970 = 83930; the bamboo frame, $899 list - 25% = 89900 -
      // 22475 = 67425, less 15%: 67425 - 10114 (10113.75 rounded) = 57311. 83930 + 57311 = 141241.
      size: 'king',
      expected: { card: '$1,412.41', offer: '1412.41', builder: '$1,412.41' },
    },
  ])('in $size the listing card, the schema.org offer and the builder total agree', ({ size, expected }) => {
    expect(shown(size)).toEqual(expected);
  });
});
