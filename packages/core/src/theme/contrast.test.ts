import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '../brands';
import { contrastRatio, relativeLuminance, themePairs } from './contrast';

describe('WCAG 2.x contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#fff', '#000', 21],
  ])('%s against %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => relativeLuminance('navy')).toThrow(/Not a hex colour/);
  });
});

const rows = BRAND_KEYS.flatMap((key) =>
  themePairs(BRANDS[key].theme).map((pair) => [key, pair.name, pair.foreground, pair.background, pair.minimum] as const),
);

describe('brand looks: every theme pair meets WCAG AA (4.5:1 text, 3:1 focus ring)', () => {
  it.each(rows)('%s: %s (%s on %s) reaches %s:1', (_key, _name, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('brand looks: each brand its own look', () => {
  const own = BRAND_KEYS.filter((key) => !key.endsWith('-ca'));

  it('no two brands share a primary colour or a heading + body font pair', () => {
    expect(new Set(own.map((key) => BRANDS[key].theme.primary)).size).toBe(own.length);
    expect(new Set(own.map((key) => `${BRANDS[key].theme.headingFont}/${BRANDS[key].theme.bodyFont}`)).size).toBe(own.length);
    expect(new Set(own.map((key) => BRANDS[key].theme.logoMark)).size).toBe(own.length);
  });

  it.each([
    ['nestwood-ca', 'nestwood'],
    ['driftvale-ca', 'driftvale'],
  ] as const)('%s follows the look of %s', (child, parent) => {
    expect(BRANDS[child].theme).toEqual(BRANDS[parent].theme);
  });
});
