import { describe, expect, it } from 'vitest';
import { PRODUCT_GROUPS } from '@store/core/product';
import { COLOR_SWATCHES } from '@store/core/enums';
import { parseMediaRequest, MEDIA_ANGLES } from './media-path';
import { buildProductSvg, FALLBACK_FILL, fillFor, labelFor } from './product-svg';

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

describe('buildProductSvg', () => {
  it.each(PRODUCT_GROUPS.flatMap((group) => MEDIA_ANGLES.map((angle) => [group, angle] as const)))(
    'draws %s/%s under 3 KB',
    (group, angle) => {
      const svg = buildProductSvg({ group, style: 'four-drawer-dresser-and-nightstand', color: 'walnut', angle });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(3072);
    },
  );

  it('fills with the colour swatch and falls back to grey', () => {
    expect(buildProductSvg({ group: 'mattress', style: 'classic', color: 'navy', angle: 'main' })).toContain(COLOR_SWATCHES.navy);
    expect(buildProductSvg({ group: 'mattress', style: 'classic', color: 'plaid', angle: 'main' })).toContain(FALLBACK_FILL);
    expect(fillFor('black-and-white')).toBe(COLOR_SWATCHES.blackAndWhite);
    expect(fillFor('lightoakupholstered')).toBe(COLOR_SWATCHES.lightoakupholstered);
  });

  it('labels the drawing with the style and sizes thumbnails', () => {
    expect(buildProductSvg({ group: 'bed-frame', style: 'bamboo-platform', color: 'natural', angle: 'main' })).toContain(
      '>Bamboo Platform</text>',
    );
    const thumb = buildProductSvg({ group: 'bed-frame', style: 'bamboo-platform', color: 'natural', angle: 'main', width: 77 });
    expect(thumb).toContain('width="77" height="58"');
  });

  it('draws different shapes for a pillow, sheets and a dresser', () => {
    const pillow = buildProductSvg({ group: 'bedding', style: 'down-pillow', color: 'white', angle: 'main' });
    const sheets = buildProductSvg({ group: 'bedding', style: 'percale-sheet-set', color: 'white', angle: 'main' });
    const dresser = buildProductSvg({ group: 'furniture', style: 'lyncott-dresser', color: 'oak', angle: 'main' });
    expect(
      new Set([
        pillow.replace(/<text.*<\/text>/, ''),
        sheets.replace(/<text.*<\/text>/, ''),
        dresser.replace(/<text.*<\/text>/, ''),
      ]).size,
    ).toBe(3);
    expect(dresser).toContain('<circle');
  });

  it('shortens long labels', () => {
    expect(labelFor('a-very-long-style-name-that-goes-on-and-on-forever')).toHaveLength(34);
  });
});

describe('well-formed SVG', () => {
  it.each(
    PRODUCT_GROUPS.flatMap((group) =>
      ['mattress', 'pillow', 'sheet-set', 'duvet', 'nightstand', 'chest', 'bundle'].map((style) => [group, style] as const),
    ),
  )('%s/%s has no repeated attribute on any element', (group, style) => {
    const svg = buildProductSvg({ group, style, color: 'white', angle: 'lifestyle' });
    for (const tag of svg.match(/<[a-z][^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }
  });
});

describe('images follow the variant', () => {
  it('draws the chosen material: coils in a hybrid, foam layers in memory foam', () => {
    const svg = (style: string) => buildProductSvg({ group: 'mattress', style, color: 'white', angle: 'main' });
    expect(svg('driftvale-hybrid')).toContain('<ellipse cx="82"');
    expect(svg('driftvale-memory-foam')).not.toContain('<ellipse cx="82"');
    expect(svg('driftvale-memory-foam')).not.toBe(svg('driftvale-hybrid'));
  });

  it('draws the chosen colour, written in lowercase as the catalogue writes it', () => {
    const svg = buildProductSvg({ group: 'bedding', style: 'weighted-blanket', color: 'navy', angle: 'main' });
    expect(svg).toContain(COLOR_SWATCHES.navy);
    expect(parseMediaRequest(['bed-frame', 'platform', 'blackandwhite', 'main.svg'], null)).not.toBeNull();
    expect(fillFor('blackandwhite')).toBe(COLOR_SWATCHES.blackAndWhite);
  });
});
