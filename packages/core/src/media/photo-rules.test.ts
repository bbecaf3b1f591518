import { describe, expect, it } from 'vitest';
import { linePhoto, parsePhotoVariantPath, photoSrcSet, photosForColor, photoWidthFor, photoWidths } from './photo-rules';

const photo = (id: string, color: string | null) => ({ id, color });

describe('photosForColor: the photos a chosen colour shows', () => {
  const photos = [photo('a', null), photo('b', 'navy'), photo('c', 'grey'), photo('d', 'navy'), photo('e', null)];
  it.each([
    ['navy has its own photos: only those, in order', 'navy', ['b', 'd']],
    ['grey has one', 'grey', ['c']],
    ['a colour without photos gets the colour-less ones', 'white', ['a', 'e']],
    ['no colour chosen (a product without colours): the colour-less ones', undefined, ['a', 'e']],
  ] as const)('%s', (_name, color, ids) => {
    expect(photosForColor(photos, color).map((p) => p.id)).toEqual(ids);
  });
  it('only colour photos and another colour chosen: none (the drawings are shown)', () => {
    expect(photosForColor([photo('b', 'navy')], 'grey')).toEqual([]);
  });
  it('no photos: none', () => {
    expect(photosForColor([], 'navy')).toEqual([]);
  });
});

describe("linePhoto: the photo a cart or order line shows, by the line's Color property", () => {
  const photos = [photo('a', null), photo('b', 'navy'), photo('c', 'navy')];
  const size = { name: 'Size', value: 'queen' };
  it.each([
    ['the chosen colour has photos: its first', [size, { name: 'Color', value: 'navy' }], 'b'],
    ['the chosen colour has none: the first colour-less one', [size, { name: 'Color', value: 'grey' }], 'a'],
    ['no Color property: the first colour-less one', [size], 'a'],
  ] as const)('%s', (_name, properties, id) => {
    expect(linePhoto(photos, properties)?.id).toBe(id);
  });
  it('only photos of another colour: none (the drawing, or no image in an email)', () => {
    expect(linePhoto([photo('b', 'navy')], [{ name: 'Color', value: 'grey' }])).toBeUndefined();
    expect(linePhoto([], [])).toBeUndefined();
  });
});

describe('photoWidths and photoWidthFor: the bounded variant widths', () => {
  it.each([
    [3000, [160, 400, 800, 1200, 1600]],
    [1600, [160, 400, 800, 1200, 1600]],
    [1000, [160, 400, 800, 1200]],
    [400, [160, 400]],
    [200, [160, 400]],
  ])('a photo %i px wide is offered at %j', (width, widths) => {
    expect(photoWidths(width)).toEqual(widths);
  });
  it.each([
    [77, 1, 160],
    [77, 2, 160],
    [64, 3, 400],
    [400, 1, 400],
    [400, 2, 800],
    [640, 2, 1600],
    [1200, 2, 1600],
  ])('%i css px at density %i needs the %i variant', (css, density, width) => {
    expect(photoWidthFor(css, density)).toBe(width);
  });
  it('a srcset describes the cover width by the real width', () => {
    expect(photoSrcSet({ src: '/media/photos/nestwood/p1/0123456789abcdef', width: 1000 }, 'webp')).toBe(
      '/media/photos/nestwood/p1/0123456789abcdef/160.webp 160w, /media/photos/nestwood/p1/0123456789abcdef/400.webp 400w, ' +
        '/media/photos/nestwood/p1/0123456789abcdef/800.webp 800w, /media/photos/nestwood/p1/0123456789abcdef/1200.webp 1000w',
    );
  });
});

describe('parsePhotoVariantPath: only the bounded set is a variant', () => {
  const hash = '0123456789abcdef';
  it('a known width and format', () => {
    expect(parsePhotoVariantPath(['nestwood', 'ph_1', hash, '800.avif'])).toEqual({
      brand: 'nestwood',
      photoId: 'ph_1',
      hash,
      width: 800,
      format: 'avif',
    });
  });
  it.each([
    ['an unknown width', ['nestwood', 'ph_1', hash, '801.webp']],
    ['an unknown format', ['nestwood', 'ph_1', hash, '800.gif']],
    ['a short hash', ['nestwood', 'ph_1', 'abc', '800.webp']],
    ['an upper-case hash', ['nestwood', 'ph_1', hash.toUpperCase(), '800.webp']],
    ['a dot-dot segment', ['..', 'ph_1', hash, '800.webp']],
    ['too many parts', ['nestwood', 'ph_1', hash, '800', 'x.webp']],
    ['too few parts', ['nestwood', hash, '800.webp']],
    ['the original', ['nestwood', 'ph_1', hash, 'original']],
  ])('%s is not', (_name, parts) => {
    expect(parsePhotoVariantPath(parts)).toBeNull();
  });
});
