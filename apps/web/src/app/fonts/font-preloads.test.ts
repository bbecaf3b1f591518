import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { brandFontFiles } from './font-preloads';

const EMITTED = [
  'fraunces_latin_wght_normal-s.1v4l5w6-86t-v.woff2',
  'inter_latin_wght_normal-s.0gsaq8ukbf34m.woff2',
  'outfit_latin_wght_normal-s.3l9rzm26h_u0r.woff2',
  'work_sans_latin_wght_normal-s.2xhghglq35dij.woff2',
  'source_serif_4_latin_wght_normal-s.2bbm7w9b-e07f.woff2',
];

describe("issue 12: only the brand's own fonts are preloaded", () => {
  it.each([
    ['nestwood', ['fraunces_latin', 'inter_latin']],
    ['driftvale', ['outfit_latin', 'work_sans_latin']],
    ['hushly', ['inter_latin']],
  ] as const)('%s preloads %o', (brand, stems) => {
    const files = brandFontFiles(BRANDS[brand].theme, EMITTED);
    expect(files).toHaveLength(stems.length);
    stems.forEach((stem, i) => expect(files[i]).toMatch(new RegExp(`^/_next/static/media/${stem}_wght_normal-`)));
  });

  it('preloads nothing it cannot find (a dev server)', () => {
    expect(brandFontFiles(BRANDS.arbor.theme, [])).toEqual([]);
  });

  it('never mistakes one face for another with a longer name', () => {
    expect(brandFontFiles({ headingFont: 'source-serif-4', bodyFont: 'source-serif-4' }, EMITTED)).toEqual([
      '/_next/static/media/source_serif_4_latin_wght_normal-s.2bbm7w9b-e07f.woff2',
    ]);
  });
});
