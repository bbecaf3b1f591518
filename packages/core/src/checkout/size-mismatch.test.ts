import { describe, expect, it } from 'vitest';
import { bedFitRole, sizeMismatch, type BedFitRole, type SizedLine } from './size-mismatch';

let n = 0;
function line(role: BedFitRole | null, size: string | null, forItem: string | null = null, id?: string): SizedLine {
  n += 1;
  return {
    itemIdentifier: id ?? `l${n}`,
    forItem,
    role,
    properties: size === null ? [{ name: 'Color', value: 'white' }] : [{ name: 'Size', value: size }],
  };
}

describe('Proceed to checkout: items of mismatched size or properties show the wrong-size modal', () => {
  it.each<[string, SizedLine[], boolean]>([
    ['a queen mattress with king sheets', [line('mattress', 'queen'), line('fitted', 'king')], true],
    ['a queen mattress with queen sheets', [line('mattress', 'queen'), line('fitted', 'queen')], false],
    ['a king mattress with a queen frame', [line('mattress', 'king'), line('frame', 'queen')], true],
    [
      'a split king mattress with a cal king frame (same 72 x 84 bed)',
      [line('mattress', 'splitKing'), line('frame', 'calKing')],
      false,
    ],
    [
      'two mattresses of different sizes, each with its sheets',
      [line('mattress', 'queen'), line('mattress', 'twin'), line('fitted', 'twin')],
      false,
    ],
    ['a queen mattress with king pillows (pillows have no bed size)', [line('mattress', 'queen'), line(null, 'king')], false],
    ['no mattress: a queen frame with king sheets', [line('frame', 'queen'), line('fitted', 'king')], true],
    ['only bedding', [line('fitted', 'king')], false],
    ['unsized lines', [line('mattress', 'queen'), line('frame', null)], false],
    [
      'an add-on whose size differs from its parent',
      [line('mattress', 'king', null, 'p'), line('mattress', 'queen'), line('fitted', 'queen', 'p')],
      true,
    ],
  ])('%s', (_name, lines, expected) => {
    expect(sizeMismatch(lines)).toBe(expected);
  });
});

describe('an add-on is compared with its own parent on size and every property both carry', () => {
  const at = (role: BedFitRole, id: string, forItem: string | null, properties: Record<string, string>): SizedLine => ({
    itemIdentifier: id,
    forItem,
    role,
    properties: Object.entries(properties).map(([name, value]) => ({ name, value })),
  });
  it.each<[string, SizedLine[], boolean]>([
    [
      'a base in the frame’s finish',
      [at('frame', 'f', null, { Size: 'queen', Color: 'walnut' }), at('frame', 'b', 'f', { Size: 'queen', Color: 'walnut' })],
      false,
    ],
    [
      'a base in another finish than its frame',
      [at('frame', 'f', null, { Size: 'queen', Color: 'walnut' }), at('frame', 'b', 'f', { Size: 'queen', Color: 'oak' })],
      true,
    ],
    [
      'sheets with a colour of their own on a mattress that has none',
      [at('mattress', 'm', null, { Size: 'queen' }), at('fitted', 's', 'm', { Size: 'queen', Color: 'white' })],
      false,
    ],
    [
      'a different quantity is not a mismatch',
      [at('mattress', 'm', null, { Size: 'queen', Quantity: '1' }), at('fitted', 's', 'm', { Size: 'queen', Quantity: '2' })],
      false,
    ],
    [
      'two separate products may differ in colour (only add-ons compare with their parent)',
      [at('frame', 'f', null, { Size: 'queen', Color: 'walnut' }), at('fitted', 's', null, { Size: 'queen', Color: 'white' })],
      false,
    ],
    [
      'an add-on of the same finish but another size',
      [at('frame', 'f', null, { Size: 'king', Color: 'walnut' }), at('frame', 'b', 'f', { Size: 'queen', Color: 'walnut' })],
      true,
    ],
  ])('%s', (_name, lines, expected) => {
    expect(sizeMismatch(lines)).toBe(expected);
  });
});

describe('bed-size role from catalogue data', () => {
  it.each<[string, Parameters<typeof bedFitRole>[0], BedFitRole | null]>([
    ['a mattress (mattressCount)', { attributes: { group: 'mattress', mattressCount: 1 } }, 'mattress'],
    ['a mattress bundle (mattressCount)', { attributes: { group: 'bundle', mattressCount: 1 } }, 'mattress'],
    ['a bed frame', { attributes: { group: 'bed-frame' } }, 'frame'],
    ['fitted sheets', { attributes: { group: 'bedding' }, content: { sizeGuide: { measures: 'fits' } } }, 'fitted'],
    ['a pillow', { attributes: { group: 'bedding' }, content: { sizeGuide: { measures: 'outer' } } }, null],
    ['a dresser', { attributes: { group: 'furniture' } }, null],
  ])('%s', (_name, facts, expected) => {
    expect(bedFitRole(facts)).toBe(expected);
  });
});
