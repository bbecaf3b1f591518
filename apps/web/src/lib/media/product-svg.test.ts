import { describe, expect, it } from 'vitest';
import { PRODUCT_GROUPS } from '@store/core/product';
import { COLOR_SWATCHES } from '@store/core/enums';
import { parseMediaRequest, MEDIA_ANGLES } from './media-path';
import { createHash } from 'node:crypto';
import { buildProductSvg, FALLBACK_FILL, fillFor } from './product-svg';
import { wellFormedSvgProblems } from './svg-check';

describe('parseMediaRequest', () => {
  it('accepts the documented convention', () => {
    expect(parseMediaRequest(['mattress', 'luxe-hybrid', 'white', 'main.svg'], null)).toEqual({
      group: 'mattress',
      style: 'luxe-hybrid',
      color: 'white',
      angle: 'main',
    });
    expect(parseMediaRequest(['bedding', 'pillow', 'grey', 'side.svg'], '77')).toMatchObject({ width: 77 });
  });

  it.each([
    [['mattress', 'luxe', 'white']],
    [['mattress', 'luxe', 'white', 'main.png']],
    [['mattress', 'luxe', 'white', 'main.svg', 'x']],
    [['sofa', 'luxe', 'white', 'main.svg']],
    [['mattress', 'luxe', 'white', 'top.svg']],
    [['mattress', 'Luxe', 'white', 'main.svg']],
    [['mattress', 'luxe', 'blackAndWhite', 'main.svg']],
    [['mattress', '..', 'white', 'main.svg']],
    [['mattress', 'lu<x>e', 'white', 'main.svg']],
    [['mattress', 'luxe hybrid', 'white', 'main.svg']],
    [['mattress', 'luxe', '', 'main.svg']],
    [['mattress', 'a'.repeat(61), 'white', 'main.svg']],
  ])('rejects %o', (parts) => {
    expect(parseMediaRequest(parts, null)).toBeNull();
  });

  it.each(['abc', '-1', '7', '99999', '77.5', ''])('rejects w=%s', (w) => {
    expect(parseMediaRequest(['mattress', 'luxe', 'white', 'main.svg'], w)).toBeNull();
  });
});

const NESTWOOD_MATTRESSES = [
  'hybrid-classic-11in',
  'foam-classic-10in',
  'hybrid-premier-13in',
  'foam-premier-12in',
  'hybrid-rest-14in',
  'foam-rest-13in',
  'hybrid-luxe-14in',
  'foam-luxe-14in',
  'hybrid-ultra-16in',
  'foam-ultra-15in',
];

const SAMPLES = [
  ...NESTWOOD_MATTRESSES.map((style) => ['mattress', style] as const),
  ...['platform', 'adjustable', 'upholstered-tufted', 'storage', 'metal', 'foundation', 'cadmori', 'somerset'].map(
    (style) => ['bed-frame', style] as const,
  ),
  ...['pillow-gel', 'pillow-down', 'sheets-linen', 'quilt', 'weighted-blanket', 'topper-wool', 'encasement'].map(
    (style) => ['bedding', style] as const,
  ),
  ...['socalle-nightstand', 'calverson-dresser', 'zadilyn-chest', 'cabinet'].map((style) => ['furniture', style] as const),
  ['kids', 'kids-mattress-10in'],
  ['kids', 'bunk-bed'],
  ['kids', 'house-bed'],
  ['bundle', 'premier-bundle'],
  ['bedroom-set', 'calverson'],
  ['warranty', 'shield'],
] as const;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('buildProductSvg (each product drawn from its own data)', () => {
  it.each(PRODUCT_GROUPS.flatMap((group) => MEDIA_ANGLES.map((angle) => [group, angle] as const)))(
    'draws %s/%s as well-formed SVG without text, under 8 KB',
    (group, angle) => {
      const svg = buildProductSvg({ group, style: 'four-drawer-dresser-and-nightstand', color: 'walnut', angle });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(wellFormedSvgProblems(svg)).toEqual([]);
      expect(svg).not.toMatch(/<text/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(8192);
    },
  );

  it.each(SAMPLES)('%s %s: well-formed, no text, under 8 KB', (group, style) => {
    for (const angle of MEDIA_ANGLES) {
      const svg = buildProductSvg({ group, style, color: 'oak', angle });
      expect(wellFormedSvgProblems(svg)).toEqual([]);
      expect(svg).not.toMatch(/<text|<tspan/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(8192);
    }
  });

  it('the ten Nestwood mattresses are ten different drawings', () => {
    const hashes = NESTWOOD_MATTRESSES.map((style) =>
      sha(buildProductSvg({ group: 'mattress', style, color: 'white', angle: 'main' })),
    );
    expect(new Set(hashes).size).toBe(NESTWOOD_MATTRESSES.length);
  });

  it('a taller mattress is drawn taller (16 in over 10 in)', () => {
    const top = (style: string) =>
      Number(/<rect x="30" y="([\d.]+)"/.exec(buildProductSvg({ group: 'mattress', style, color: 'white', angle: 'main' }))?.[1]);
    expect(top('hybrid-ultra-16in')).toBeLessThan(top('foam-classic-10in'));
  });

  it('frames differ by shape and furniture by type and collection', () => {
    const draw = (group: 'bed-frame' | 'furniture', style: string) =>
      sha(buildProductSvg({ group, style, color: 'walnut', angle: 'main' }));
    const frames = ['platform', 'adjustable', 'upholstered', 'upholstered-tufted', 'storage', 'metal', 'foundation', 'headboard'];
    expect(new Set(frames.map((style) => draw('bed-frame', style))).size).toBe(frames.length);
    const pieces = ['socalle-nightstand', 'calverson-nightstand', 'zadilyn-nightstand', 'socalle-dresser', 'socalle-chest'];
    expect(new Set(pieces.map((style) => draw('furniture', style))).size).toBe(pieces.length);
  });

  it('fills with the colour swatch and falls back to grey', () => {
    expect(buildProductSvg({ group: 'bed-frame', style: 'platform', color: 'navy', angle: 'main' })).toContain(
      COLOR_SWATCHES.navy,
    );
    expect(buildProductSvg({ group: 'bed-frame', style: 'platform', color: 'plaid', angle: 'main' })).toContain(FALLBACK_FILL);
    expect(fillFor('black-and-white')).toBe(COLOR_SWATCHES.blackAndWhite);
    expect(fillFor('lightoakupholstered')).toBe(COLOR_SWATCHES.lightoakupholstered);
  });

  it('sizes thumbnails', () => {
    const thumb = buildProductSvg({ group: 'bed-frame', style: 'bamboo-platform', color: 'natural', angle: 'main', width: 77 });
    expect(thumb).toContain('width="77" height="58"');
  });
});

describe('wellFormedSvgProblems', () => {
  it.each([
    ['<svg><rect/></svg>', []],
    ['<svg><rect></svg>', ['</svg> closes <rect>', 'unclosed svg']],
    ['<svg><rect fill="a" fill="b"/></svg>', ['<rect> repeats fill']],
  ])('%s -> %o', (svg, problems) => {
    expect(wellFormedSvgProblems(svg)).toEqual(problems);
  });
});
