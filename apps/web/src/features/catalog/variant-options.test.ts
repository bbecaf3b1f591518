import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { chosenVariant, isBackOrder, isSellable, propertyStates } from './variant-options';

const product = productFixture();

function disabled(selection: Record<string, string>, property: string): string[] {
  const state = propertyStates(product, selection).find((p) => p.name === property);
  return (state?.options ?? []).filter((o) => o.disabled).map((o) => o.value);
}

describe('propertyStates', () => {
  it('lists properties in their fixed sort order with their titles', () => {
    expect(propertyStates(product, { Size: 'queen', Color: 'white' }).map((p) => p.name)).toEqual(['Size', 'Color']);
  });

  it('disables options flagged out of stock and options leading to unsellable variants', () => {
    expect(disabled({ Size: 'queen', Color: 'white' }, 'Size')).toEqual(['calKing']);
    expect(disabled({ Size: 'queen', Color: 'grey' }, 'Size')).toEqual(['twin', 'calKing']);
    expect(disabled({ Size: 'twin', Color: 'white' }, 'Color')).toEqual(['grey']);
  });

  it('keeps back-order variants choosable', () => {
    expect(disabled({ Size: 'queen', Color: 'white' }, 'Size')).not.toContain('king');
  });
});

describe('availability rules', () => {
  it('finds the chosen variant', () => {
    const { sku, availability } = chosenVariant(product, { Size: 'king', Color: 'white' });
    expect(sku).toBe('LUXEHYB-SZKGCLWT');
    expect(isBackOrder(availability)).toBe(true);
    expect(isSellable(availability)).toBe(true);
  });

  it('treats an unknown sku as unsellable', () => {
    expect(isSellable(undefined)).toBe(false);
    expect(isBackOrder(undefined)).toBe(false);
  });
});
