import { describe, expect, it } from 'vitest';
import type { SizeKey } from '../enums';
import {
  rankSearchCandidates,
  scoreSearchCandidate,
  searchCandidateOf,
  searchTokens,
  splitSizeTerms,
  type SearchableProduct,
  type SizeTerms,
} from './index';

describe('rule: a search names sizes as whole phrases, the longest first', () => {
  it.each<[string, SizeTerms]>([
    ['king mattress', { sizes: ['king'], words: ['mattress'] }],
    ['cal king sheets', { sizes: ['calKing'], words: ['sheets'] }],
    ['California King', { sizes: ['calKing'], words: [] }],
    ['split king adjustable base', { sizes: ['splitKing'], words: ['adjustable', 'base'] }],
    ['Twin XL', { sizes: ['twinXL'], words: [] }],
    ['twinxl sheets', { sizes: ['twinXL'], words: ['sheets'] }],
    ['twin', { sizes: ['twin'], words: [] }],
    ['queen bed frame', { sizes: ['queen'], words: ['bed', 'frame'] }],
    ['full', { sizes: ['full'], words: [] }],
    // While typing, the last word may be the start of a longer size's last word; "cal" alone is still a word (Calverson).
    ['twin x', { sizes: ['twinXL'], words: [] }],
    ['cal k', { sizes: ['calKing'], words: [] }],
    ['cal', { sizes: [], words: ['cal'] }],
    ['twin x bed', { sizes: ['twin'], words: ['x', 'bed'] }],
    ['kids mattress', { sizes: [], words: ['kids', 'mattress'] }],
    ['kingsize', { sizes: [], words: ['kingsize'] }],
    ['king queen', { sizes: ['king', 'queen'], words: [] }],
  ])('%s', (query, terms) => {
    expect(splitSizeTerms(searchTokens(query))).toEqual(terms);
  });
});

const ALL: SizeKey[] = ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'];
const sizeOptions = (sizes: SizeKey[], outOfStock: SizeKey[] = []) => [
  {
    name: 'Size',
    options: sizes.map((value) => ({ value, title: value, outOfStock: outOfStock.includes(value) })),
  },
];

/** Products shaped like nestwood's catalogue (titles, groups, sizes), each with a short copy. */
const product = (
  title: string,
  group: SearchableProduct['group'],
  sizes: SizeKey[],
  position: number,
  description = '',
  outOfStock: SizeKey[] = [],
): SearchableProduct => ({
  title,
  group,
  properties: sizeOptions(sizes, outOfStock),
  summary: '',
  description,
  position,
});

const CATALOGUE = {
  classicHybrid: product('Nestwood Classic Hybrid Mattress', 'mattress', ALL, 1, 'Coils and foam in one mattress.'),
  ultraHybrid: product('Nestwood Ultra Hybrid Mattress', 'mattress', ALL, 9, 'Our firmest mattress.', ['calKing']),
  platformBed: product('Modern Platform Bed', 'bed-frame', ['twin', 'full', 'queen', 'king', 'calKing'], 11),
  adjustableBase: product('Adjustable Bed Frame', 'bed-frame', ['twinXL', 'full', 'queen', 'king', 'splitKing'], 12),
  calKingOnlyBed: product('Coastal Platform Bed', 'bed-frame', ['calKing'], 13),
  protector: product('Waterproof Breathable Mattress Protector', 'bedding', ALL, 36, 'Keeps your mattress dry.'),
  pillow: product('The Nestwood Pillow', 'bedding', ['standard', 'king'], 45, 'A pillow you can adjust.'),
  bundle: product('Serenity Sheet Set & Pillow Bundle', 'bedding', ALL, 97, 'Sheets and two pillows.'),
  kidsMattress: product('Nestwood Kids Mattress', 'kids', ['twin', 'full'], 87, 'A mattress that grows with kids.'),
  kidsProtector: product('Kids Waterproof Mattress Protector', 'kids', ['twin', 'twinXL', 'full'], 92),
  bunkBed: product('Twin-over-Twin Bunk Bed', 'kids', ['twin'], 88),
  dresser: product('4-Drawer Dresser', 'furniture', [], 60, 'Full-extension drawers.'),
};
type Name = keyof typeof CATALOGUE;
const candidates = Object.entries(CATALOGUE).map(([name, p]) => ({ name: name as Name, ...searchCandidateOf(p) }));

/** The ranked names for a search, the database having found `found` (every product unless given). */
const ranked = (query: string, found: readonly Name[] = Object.keys(CATALOGUE) as Name[]) =>
  rankSearchCandidates(
    searchTokens(query),
    found.map((name) => candidates.find((c) => c.name === name)!),
  ).map((c) => c.name);

describe('rule: search ranks what the shopper means: title > what it is > sizes and options > copy', () => {
  it.each<[string, Name[]]>([
    // Kids Mattress (twin, full) is not sold in king: it never outranks a king mattress; the protector is no mattress.
    [
      'king mattress',
      [
        'classicHybrid',
        'ultraHybrid',
        'protector',
        'platformBed',
        'adjustableBase',
        'calKingOnlyBed',
        'pillow',
        'bundle',
        'kidsMattress',
        'kidsProtector',
        'bunkBed',
        'dresser',
      ],
    ],
    // "king" is King: sold in King in catalogue order, then only near it (Cal King), then the rest as found.
    [
      'king',
      [
        'classicHybrid',
        'ultraHybrid',
        'platformBed',
        'adjustableBase',
        'protector',
        'pillow',
        'bundle',
        'calKingOnlyBed',
        'kidsMattress',
        'kidsProtector',
        'bunkBed',
        'dresser',
      ],
    ],
    // Cal King is not King: the adjustable base (king, split king) is no match; the Ultra's cal king is out of stock.
    [
      'cal king',
      [
        'classicHybrid',
        'platformBed',
        'calKingOnlyBed',
        'protector',
        'bundle',
        'ultraHybrid',
        'adjustableBase',
        'pillow',
        'kidsMattress',
        'kidsProtector',
        'bunkBed',
        'dresser',
      ],
    ],
    [
      'kids mattress',
      [
        'kidsMattress',
        'kidsProtector',
        'classicHybrid',
        'ultraHybrid',
        'platformBed',
        'adjustableBase',
        'calKingOnlyBed',
        'protector',
        'pillow',
        'bundle',
        'bunkBed',
        'dresser',
      ],
    ],
    // "full" is the size, not the dresser's "full-extension" copy.
    [
      'full',
      [
        'classicHybrid',
        'ultraHybrid',
        'platformBed',
        'adjustableBase',
        'protector',
        'kidsMattress',
        'kidsProtector',
        'bundle',
        'calKingOnlyBed',
        'pillow',
        'bunkBed',
        'dresser',
      ],
    ],
  ])('%s', (query, order) => {
    expect(ranked(query)).toEqual(order);
  });

  it.each<[string, Name[], Name[]]>([
    ['pillow: pillows before the bundle naming one', ['bundle', 'pillow'], ['pillow', 'bundle']],
    ['twin bunk bed: the bed named and sold in Twin', ['platformBed', 'bunkBed'], ['bunkBed', 'platformBed']],
    ['twin xl: sold in Twin XL before sold in Twin only', ['platformBed', 'kidsProtector'], ['kidsProtector', 'platformBed']],
    ['matress (a typo): mattresses first', ['protector', 'classicHybrid'], ['classicHybrid', 'protector']],
    ['mattr (typing): mattresses first', ['kidsProtector', 'classicHybrid'], ['classicHybrid', 'kidsProtector']],
  ])('%s', (name, found, order) => {
    expect(ranked((name.split(/[:(]/)[0] as string).trim(), found)).toEqual(order);
  });
});

describe('rule: a product scores its sizes and words by field weight, and 0 unless every term matches', () => {
  const score = (query: string, name: Name) =>
    scoreSearchCandidate(
      splitSizeTerms(searchTokens(query)),
      candidates.find((c) => c.name === name)!,
    );

  it.each<[string, Name, number]>([
    // sold in King 6; "mattress" in the title 8, what it is 4, its copy 1.
    ['king mattress', 'classicHybrid', 6 + 8 + 4 + 1],
    ['king mattress', 'protector', 6 + 8 + 1],
    ['king mattress', 'kidsMattress', 0],
    ['king', 'calKingOnlyBed', 1],
    ['twin', 'bunkBed', 6],
    ['twin', 'adjustableBase', 1],
    ['cal king', 'ultraHybrid', 0],
    // "kids" in the title 8, what it is 4, the copy 1; "mattress" likewise.
    ['kids mattress', 'kidsMattress', 13 + 13],
    // a prefix counts 0.7 and a typo 0.5 of the field's weight.
    ['mattr', 'classicHybrid', 0.7 * (8 + 4 + 1)],
    ['matress', 'classicHybrid', 0.5 * (8 + 4 + 1)],
    ['sofa', 'classicHybrid', 0],
    ['', 'classicHybrid', 0],
  ])('%s / %s = %d', (query, name, expected) => {
    expect(score(query, name)).toBeCloseTo(expected, 5);
  });

  it('an option title counts 2', () => {
    const quilt = searchCandidateOf({
      title: 'Cotton Quilt',
      group: 'bedding',
      properties: [{ name: 'Color', options: [{ value: 'sage', title: 'Sage', outOfStock: false }] }],
      summary: '',
      description: '',
      position: 1,
    });
    expect(scoreSearchCandidate(splitSizeTerms(['sage']), quilt)).toBe(2);
  });
});
