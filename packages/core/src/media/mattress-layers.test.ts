import { describe, expect, it } from 'vitest';
import { mattressBuild } from './mattress-layers';

const NESTWOOD = [
  ['hybrid-classic-11in', 11],
  ['foam-classic-10in', 10],
  ['hybrid-premier-13in', 13],
  ['foam-premier-12in', 12],
  ['hybrid-rest-14in', 14],
  ['foam-rest-13in', 13],
  ['hybrid-luxe-14in', 14],
  ['foam-luxe-14in', 14],
  ['hybrid-ultra-16in', 16],
  ['foam-ultra-15in', 15],
] as const;

describe('drawings: a mattress build from its media style', () => {
  it.each(NESTWOOD)('%s at %s in: the layers add up to the height (10 to 16 in)', (style, height) => {
    const build = mattressBuild(style);
    expect(build.height).toBe(height);
    expect(build.layers.reduce((sum, layer) => sum + layer.inches, 0)).toBe(height);
    expect(build.layers.every((layer) => layer.inches > 0)).toBe(true);
    expect(build.layers[0]?.kind).toBe('quilted-cover');
  });

  it('the ten Nestwood mattresses are ten different builds', () => {
    const builds = NESTWOOD.map(([style]) => JSON.stringify(mattressBuild(style)));
    expect(new Set(builds).size).toBe(NESTWOOD.length);
  });

  it.each([
    ['hybrid-classic-11in', 'hybrid', 'pocketed-coils'],
    ['foam-classic-10in', 'foam', 'base-foam'],
    ['latex-10in', 'latex', 'latex'],
    ['latex-hybrid-12in', 'hybrid', 'pocketed-coils'],
    ['driftvale-14in-hybrid', 'hybrid', 'pocketed-coils'],
    ['driftvale-14in-memory-foam', 'foam', 'memory-foam'],
    ['organic-latex-11in', 'latex', 'wool'],
  ])('%s has a %s core with %s', (style, core, kind) => {
    const build = mattressBuild(style);
    expect(build.core).toBe(core);
    expect(build.layers.map((layer) => layer.kind)).toContain(kind);
  });

  it('a higher tier has more comfort layers (ultra over classic)', () => {
    expect(mattressBuild('hybrid-ultra-16in').layers.length).toBeGreaterThan(mattressBuild('hybrid-classic-11in').layers.length);
  });

  it('a style without a height is drawn at 12 in', () => {
    expect(mattressBuild('mattress').height).toBe(12);
  });
});
