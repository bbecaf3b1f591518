import { describe, expect, it } from 'vitest';
import { propertyRank, sortProperties } from './properties';

describe('properties sort in the fixed order Size, Color, Weight, Leg, Pillow, Arm, Base, Material, Quantity', () => {
  it.each([
    ['Size', 1],
    ['Color', 2],
    ['Weight', 3],
    ['Leg', 4],
    ['Pillow', 5],
    ['Arm', 6],
    ['Base', 7],
    ['Material', 8],
    ['Quantity', 9],
    ['Firmness', 10],
  ])('%s has rank %i', (name, rank) => expect(propertyRank(name)).toBe(rank));

  it('sorts any permutation into rank order, unknown names last and alphabetical', () => {
    const names = ['Quantity', 'Firmness', 'Material', 'Base', 'Arm', 'Pillow', 'Leg', 'Weight', 'Color', 'Size', 'Depth'];
    expect(sortProperties(names.map((name) => ({ name }))).map((p) => p.name)).toEqual([
      'Size',
      'Color',
      'Weight',
      'Leg',
      'Pillow',
      'Arm',
      'Base',
      'Material',
      'Quantity',
      'Depth',
      'Firmness',
    ]);
  });

  it('does not mutate its input', () => {
    const input = [{ name: 'Color' }, { name: 'Size' }];
    sortProperties(input);
    expect(input.map((p) => p.name)).toEqual(['Color', 'Size']);
  });
});
