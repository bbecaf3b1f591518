import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import { productFixture } from '../../test-support/product-fixture';
import { Gallery, type GalleryImage } from './gallery';
import { ProductCard } from './product-card';
import { ProductSelectionProvider } from './product-selection';

const photo = (id: string, color: string | null, alt: string): ProductPhoto => ({
  id,
  color,
  alt,
  width: 1000,
  height: 750,
  src: `/media/photos/nestwood/${id}/0123456789abcdef`,
});
const drawings: GalleryImage[] = [
  {
    url: '/media/bed-frame/modern/black/main.svg',
    thumbUrl: '/media/bed-frame/modern/black/main.svg?w=77',
    alt: 'Drawing black',
    tags: ['Color=black'],
  },
  {
    url: '/media/bed-frame/modern/grey/main.svg',
    thumbUrl: '/media/bed-frame/modern/grey/main.svg?w=77',
    alt: 'Drawing grey',
    tags: ['Color=grey'],
  },
];
const colours = productFixture().properties.filter((p) => p.name !== 'Color');
const product = {
  properties: [
    ...colours,
    {
      name: 'Color',
      title: 'Color',
      code: 'CL',
      defaultValue: 'black',
      options: ['black', 'grey'].map((value, i) => ({ value, title: value, code: `C${i}`, priceDiff: 0, outOfStock: false })),
    },
  ],
  metadata: { url: '/bed-frames/modern' },
};

function gallery(color: string, photos: ProductPhoto[]) {
  return renderToStaticMarkup(
    <ProductSelectionProvider product={product} storageKey="test" initialSelection={{ Color: color }} pathPreselected={false}>
      <Gallery media={drawings} photos={photos} />
    </ProductSelectionProvider>,
  );
}

describe('the gallery with staff photos', () => {
  const photos = [photo('ph_black', 'black', 'The black frame'), photo('ph_all', null, 'The frame in a bedroom')];

  it("a colour with its own photo shows it as the page's priority image, WebP then JPEG (no AVIF), sized", () => {
    const html = gallery('black', photos);
    expect(html).toContain(
      '<picture><source type="image/webp" srcSet="/media/photos/nestwood/ph_black/0123456789abcdef/160.webp 160w',
    );
    expect(html).not.toContain('.avif');
    expect(html).toMatch(
      /<img src="\/media\/photos\/nestwood\/ph_black\/0123456789abcdef\/800.jpg"[^>]*alt="The black frame" width="1000" height="750" loading="eager" fetchPriority="high" decoding="sync"/,
    );
    expect(html).not.toContain('ph_all');
    expect(html).not.toContain('.svg');
  });

  it('preloads the WebP set of the priority photo (React preloads no <img> inside <picture> by itself)', () => {
    expect(gallery('black', photos)).toContain(
      '<link rel="preload" as="image" type="image/webp" fetchPriority="high" imageSrcSet="/media/photos/nestwood/ph_black/0123456789abcdef/160.webp 160w',
    );
  });

  it('a colour without its own photo shows the photos for all colours', () => {
    const html = gallery('grey', photos);
    expect(html).toContain('alt="The frame in a bedroom"');
    expect(html).not.toContain('ph_black');
  });

  it('a colour with no photo at all keeps its drawing', () => {
    const html = gallery('grey', [photo('ph_black', 'black', 'The black frame')]);
    expect(html).toContain('src="/media/bed-frame/modern/grey/main.svg"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('<picture>');
  });
});

describe('a listing card', () => {
  it('shows the first photo, else the drawing', () => {
    const withPhoto = renderToStaticMarkup(
      <ProductCard
        product={{ ...productFixture(), photos: [photo('ph_all', null, 'The mattress')] }}
        selection={{}}
        showPrice={false}
        highPriority
      />,
    );
    expect(withPhoto).toContain('/media/photos/nestwood/ph_all/0123456789abcdef/400.jpg');
    expect(withPhoto).toContain('fetchPriority="high"');
    expect(withPhoto).toContain('<link rel="preload" as="image" type="image/webp"');
    const lowerDown = renderToStaticMarkup(
      <ProductCard
        product={{ ...productFixture(), photos: [photo('ph_all', null, 'The mattress')] }}
        selection={{}}
        showPrice={false}
      />,
    );
    expect(lowerDown).not.toContain('rel="preload"');
    expect(lowerDown).toContain('loading="lazy"');
    expect(lowerDown).toContain('<picture><source type="image/avif"');
    const without = renderToStaticMarkup(<ProductCard product={productFixture()} selection={{}} showPrice={false} />);
    expect(without).not.toContain('<picture>');
    expect(without).toContain('.svg');
  });
});
