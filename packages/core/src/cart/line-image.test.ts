import { describe, expect, it } from 'vitest';
import { cartLineImage } from './line-image';

const drawing = { mediaCollection: [{ thumbUrl: '/media/bed/modern/white/main.svg?w=77' }] };
const photos = [
  { color: null, src: '/media/photos/nestwood/ph_all/0123456789abcdef' },
  { color: 'navy', src: '/media/photos/nestwood/ph_navy/fedcba9876543210' },
];
const color = (value: string) => [
  { name: 'Size', value: 'queen' },
  { name: 'Color', value },
];

describe("cartLineImage: a cart line's image", () => {
  it.each([
    [
      'the colour has a photo: its 160 px WebP',
      { ...drawing, photos },
      color('navy'),
      '/media/photos/nestwood/ph_navy/fedcba9876543210/160.webp',
    ],
    [
      'another colour: the colour-less photo',
      { ...drawing, photos },
      color('grey'),
      '/media/photos/nestwood/ph_all/0123456789abcdef/160.webp',
    ],
    [
      'only a photo of another colour: the drawing',
      { ...drawing, photos: [photos[1]!] },
      color('grey'),
      '/media/bed/modern/white/main.svg?w=77',
    ],
    ['no photos: the drawing', drawing, color('navy'), '/media/bed/modern/white/main.svg?w=77'],
    ['no photos and no drawing: no image', { mediaCollection: [] }, color('navy'), null],
  ] as const)('%s', (_name, product, properties, image) => {
    expect(cartLineImage(product as never, properties)).toBe(image);
  });
});
