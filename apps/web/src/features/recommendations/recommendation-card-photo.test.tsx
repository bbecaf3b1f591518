import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import type { Product } from '@store/core/product';
import { productFixture } from '../../test-support/product-fixture';
import { recommendationCard } from './recommendation-card';
import { RecommendationCardBody } from './recommendation-card-body';

const photo = (id: string, color: string | null, alt: string): ProductPhoto => ({
  id,
  color,
  alt,
  width: 1000,
  height: 750,
  src: `/media/photos/nestwood/${id}/0123456789abcdef`,
});

/** The fixture with a Color option (default black, grey too) and the given photos. */
function withColours(photos: ProductPhoto[]): Product & { photos: ProductPhoto[] } {
  const base = productFixture();
  return {
    ...base,
    properties: [
      ...base.properties.filter((p) => p.name !== 'Color'),
      {
        name: 'Color',
        title: 'Color',
        code: 'CL',
        defaultValue: 'black',
        options: ['black', 'grey'].map((value, i) => ({ value, title: value, code: `C${i}`, priceDiff: 0, outOfStock: false })),
      },
    ],
    photos,
  };
}

describe('recommendation cards show the first photo like listing cards', () => {
  it("the card's colour has a photo: that photo, as AVIF/WebP/JPEG with its size and alt, instead of the drawing", () => {
    const card = recommendationCard(
      withColours([photo('ph_all', null, 'The bed'), photo('ph_black', 'black', 'The black bed'), photo('ph_grey', 'grey', 'x')]),
    );
    expect(card.photo).toEqual({
      src: '/media/photos/nestwood/ph_black/0123456789abcdef',
      width: 1000,
      height: 750,
      alt: 'The black bed',
    });
    const html = renderToStaticMarkup(<RecommendationCardBody card={card} />);
    expect(html).toContain('<picture>');
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('src="/media/photos/nestwood/ph_black/0123456789abcdef/400.jpg"');
    expect(html).toContain('alt="The black bed"');
    expect(html).toContain('width="1000"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('.svg');
  });

  it('no photo of its colour: the colour-less one; only photos of another colour: the drawing', () => {
    expect(recommendationCard(withColours([photo('ph_all', null, 'The bed'), photo('ph_grey', 'grey', 'x')])).photo?.alt).toBe(
      'The bed',
    );
    const card = recommendationCard(withColours([photo('ph_grey', 'grey', 'x')]));
    expect(card.photo).toBeNull();
    const html = renderToStaticMarkup(<RecommendationCardBody card={card} />);
    expect(html).not.toContain('<picture>');
    expect(html).toContain('.svg');
  });

  it('a product without photos keeps its drawing', () => {
    const card = recommendationCard(productFixture());
    expect(card.photo).toBeNull();
    expect(card.image).toMatch(/\.svg/);
  });
});
