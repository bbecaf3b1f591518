import { describe, expect, it } from 'vitest';
import { feelOf, feelText, firmnessKey } from './feel';
import { fixtureProduct, option } from './fixtures.test-support';

const firmness = {
  name: 'Firmness',
  title: 'Firmness',
  code: 'FM',
  defaultValue: 'luxury-firm',
  options: [option('soft'), option('firm'), option('luxury-firm')],
};

describe('feelOf (comparison firmness from the catalogue)', () => {
  it.each([
    { rule: 'a stated feel with a score', highlights: ['Medium-firm feel (6.5/10)'], text: 'Medium-firm (6.5/10)' },
    { rule: 'a stated feel without a score', highlights: ['Gel foam', 'Medium feel for side sleepers'], text: 'Medium' },
    { rule: 'plush-medium is one feel, not medium', highlights: ['Plush-medium feel (5/10)'], text: 'Plush-medium (5/10)' },
    { rule: 'a firm feel', highlights: ['Firm feel (8/10)'], text: 'Firm (8/10)' },
    { rule: 'nothing stated is not guessed', highlights: ['Euro top for a plush first feel'], text: 'Not stated' },
  ])('feel from highlights: $rule', ({ highlights, text }) => {
    expect(feelText(feelOf(fixtureProduct({ id: 'm', highlights })))).toBe(text);
  });

  it('a Firmness property is a choice of every option, softest first, and wins over the copy', () => {
    const facts = feelOf(fixtureProduct({ id: 'm', extra: [firmness], highlights: ['Medium feel'] }));
    expect(facts).toEqual({ feels: ['soft', 'luxury-firm', 'firm'], score: null, choice: true });
    expect(feelText(facts)).toBe('Soft, Luxury Firm or Firm');
  });

  it.each([
    { rule: 'firm beats medium-firm', firmer: ['Firm feel'], softer: ['Medium-firm feel (6.5/10)'] },
    {
      rule: 'within one feel the stated score decides',
      firmer: ['Medium-firm feel (6.5/10)'],
      softer: ['Medium-firm feel (6/10)'],
    },
    { rule: 'medium beats plush-medium', firmer: ['Medium feel (5.5/10)'], softer: ['Plush-medium feel (5/10)'] },
  ])('firmest verdict order: $rule', ({ firmer, softer }) => {
    const a = firmnessKey(feelOf(fixtureProduct({ id: 'a', highlights: firmer })));
    const b = firmnessKey(feelOf(fixtureProduct({ id: 'b', highlights: softer })));
    expect(a).toBeGreaterThan(b ?? -1);
  });

  it('an unstated feel has no firmness key (left out of the verdict)', () => {
    expect(firmnessKey(feelOf(fixtureProduct({ id: 'm' })))).toBeNull();
  });
});
