import { describe, expect, it } from 'vitest';
import { sizedProduct } from '../cart/test-products';
import type { ProductProperty } from '../product';
import { mattressFacts } from './mattress-facts';

const withCopy = (highlights: string[], summary = '', description = '', properties: ProductProperty[] = []) => {
  const p = sizedProduct('m', 'mattress', { queen: 100_000 });
  return { ...p, properties: [...p.properties, ...properties], content: { ...p.content, highlights, summary, description } };
};

describe('finder: a mattress feel read from its own data', () => {
  it.each([
    ['Medium-firm feel (6.5/10)', 'medium'],
    ['Plush-medium feel (5/10)', 'softer'],
    ['Firm feel (8/10)', 'firmer'],
    ['Medium-firm feel', 'medium'],
    ['Hand-tufted pillow top', 'softer'],
    ['Euro top for a plush first feel', 'softer'],
    ['A firm, supportive hybrid', 'firmer'],
    ['Medium feel for side and back sleepers', 'medium'],
    ['Three firmness levels', null],
    ['CertiPUR-US certified foams', null],
  ])('%j -> %s', (highlight, feel) => {
    expect(mattressFacts(withCopy([highlight]), {}).feel?.feel ?? null).toBe(feel);
  });

  const material: ProductProperty = {
    name: 'Material',
    title: 'Material',
    code: 'MT',
    defaultValue: 'hybrid',
    options: [
      { value: 'hybrid', title: 'Hybrid', code: 'HY', priceDiff: 0, outOfStock: false },
      { value: 'memory-foam', title: 'Memory Foam', code: 'MF', priceDiff: -30_000, outOfStock: false },
    ],
  };

  it('a Material option decides the coils: hybrid has them, memory foam not, whatever the copy says', () => {
    const p = withCopy(['Hybrid or all-foam construction', 'Pocketed coils in the hybrid'], '', '', [material]);
    expect(mattressFacts(p, { Material: 'hybrid' }).coils).toEqual({ source: 'Hybrid construction' });
    expect(mattressFacts(p, { Material: 'memory-foam' }).coils).toBeNull();
  });

  it('cooling, latex, motion isolation, pressure relief and support are quoted from highlights, summary or description', () => {
    const facts = mattressFacts(
      withCopy(
        ['Talalay latex comfort layer', 'Zoned pocketed coils'],
        'Relieves pressure.',
        'It sleeps cool. It isolates motion.',
      ),
      {},
    );
    expect(facts).toMatchObject({
      latex: { source: 'Talalay latex comfort layer' },
      coils: { source: 'Zoned pocketed coils' },
      support: { source: 'Zoned pocketed coils' },
      pressureRelief: { source: 'Relieves pressure.' },
      cooling: { source: 'It sleeps cool.' },
      motionIsolation: { source: 'It isolates motion.' },
    });
  });
});
