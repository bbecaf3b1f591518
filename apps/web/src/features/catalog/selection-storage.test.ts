import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { restoreSelection, selectionStorageKey, serializeSelection } from './selection-storage';

const product = productFixture();
const base = { Size: 'queen', Color: 'white' };

describe('selection storage', () => {
  it('keys by brand and product', () => {
    expect(selectionStorageKey('nestwood', 'mattress')).not.toBe(selectionStorageKey('plume', 'mattress'));
    expect(selectionStorageKey('nestwood', 'mattress')).toContain('nestwood');
  });

  it('round-trips a selection', () => {
    const raw = serializeSelection({ Size: 'king', Color: 'grey' });
    expect(restoreSelection(raw, product, base)).toEqual({ Size: 'king', Color: 'grey' });
  });

  it('keeps valid values and drops the ones that are no longer options', () => {
    const raw = JSON.stringify({ v: 1, selection: { Size: 'emperor', Color: 'grey', Firmness: 'soft' } });
    expect(restoreSelection(raw, product, base)).toEqual({ Size: 'queen', Color: 'grey' });
  });

  it.each([
    [null],
    [''],
    ['{'],
    ['null'],
    ['[]'],
    ['{"v":2,"selection":{"Size":"king"}}'],
    ['{"v":1,"selection":["king"]}'],
    ['{"v":1,"selection":{"Size":5}}'],
  ])('ignores %s', (raw) => {
    expect(restoreSelection(raw, product, base)).toEqual(base);
  });
});
