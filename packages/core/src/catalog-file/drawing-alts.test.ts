import { describe, expect, it } from 'vitest';
import { formatErrors } from './issues';
import { parseCatalogFile } from './parse';
import { setAt, smallFile } from './test-file.test-support';

/** The small file's first mattress with one image, its url and alt as given. */
function errorsFor(url: string, alt: string): string[] {
  const file: unknown = smallFile();
  setAt(file, ['products', 0, 'mediaCollection', 0], { url, thumbUrl: url, tags: [], alt, title: 'Front' });
  const result = parseCatalogFile(file);
  return result.ok ? [] : formatErrors(result.errors);
}

const AT = 'products[0] (id cloud-mattress).mediaCollection[0].alt';

describe("a mattress drawing's alt text says what is drawn", () => {
  it.each<[string, string, string, string[]]>([
    [
      'the front view of a 14 in hybrid (seven layers): accepted',
      '/media/mattress/hybrid-luxe-14in/white/main.svg',
      'Luxe Hybrid Mattress, 14 in, cutaway of its 7 layers',
      [],
    ],
    [
      'the close-up of a 10 in foam mattress: accepted',
      '/media/mattress/foam-classic-10in/white/detail.svg',
      'Classic Foam Mattress, 10 in, close-up of its top layers',
      [],
    ],
    [
      'an image moved to the 10 in foam style (three layers) keeping the 14 in alt',
      '/media/mattress/foam-classic-10in/white/main.svg',
      'Luxe Hybrid Mattress, 14 in, cutaway of its 7 layers',
      [
        `${AT}: "Luxe Hybrid Mattress, 14 in, cutaway of its 7 layers" does not describe the drawing of foam-classic-10in: it should say "10 in, cutaway of its 3 layers"`,
      ],
    ],
    [
      'a close-up whose alt does not say its height',
      '/media/mattress/hybrid-luxe-14in/white/detail.svg',
      'Luxe Hybrid Mattress, close-up',
      [
        `${AT}: "Luxe Hybrid Mattress, close-up" does not describe the drawing of hybrid-luxe-14in: it should say "14 in, close-up of its top layers"`,
      ],
    ],
    ['the side view, which shows no layers: not checked', '/media/mattress/hybrid-luxe-14in/white/side.svg', 'Side', []],
    ['a bed frame drawing: not a mattress, not checked', '/media/bed-frame/platform/walnut/main.svg', 'Platform bed', []],
    ['an image that is not a drawing: not checked', '/photos/showroom.jpg', 'Our showroom', []],
  ])('%s', (_rule, url, alt, expected) => {
    expect(errorsFor(url, alt)).toEqual(expected);
  });
});
