import { describe, expect, it } from 'vitest';
import type { SizeKey } from '../enums';
import { BUNDLE_BOX_INVENTORY_KEY, bundleBoxSku, isBundleBoxSku, rewriteBundleBoxSku } from './bundle-box';

describe('bundle box sku rewrite', () => {
  it('the bundle box is the Serenity bundle of the size entries', () => {
    expect(BUNDLE_BOX_INVENTORY_KEY).toBe('SRNBNDL');
  });

  it.each<{ rule: string; sku: string; sizes: SizeKey[]; expected: string }>([
    { rule: 'a bare bundle box sku takes the cart size as suffix', sku: 'SRNBNDL', sizes: ['king'], expected: 'SRNBNDL-SZKG' },
    {
      rule: 'a sized bundle box sku is re-sized to the cart size',
      sku: 'SRNBNDL-SZQN',
      sizes: ['twinXL'],
      expected: 'SRNBNDL-SZTX',
    },
    {
      rule: 'the first cart size a box comes in wins',
      sku: 'SRNBNDL',
      sizes: ['standard', 'calKing', 'full'],
      expected: 'SRNBNDL-SZCK',
    },
    { rule: 'without a cart size the default queen', sku: 'SRNBNDL', sizes: [], expected: 'SRNBNDL-SZQN' },
    { rule: 'a size no box comes in gives queen', sku: 'SRNBNDL-SZKG', sizes: ['standard'], expected: 'SRNBNDL-SZQN' },
    { rule: 'split king has its own box', sku: 'SRNBNDL', sizes: ['splitKing'], expected: 'SRNBNDL-SZSK' },
    { rule: 'any other sku is kept', sku: 'LUXEHYB-SZQN', sizes: ['king'], expected: 'LUXEHYB-SZQN' },
    { rule: 'a sku that only starts like the box key is kept', sku: 'SRNBNDLX-SZQN', sizes: ['king'], expected: 'SRNBNDLX-SZQN' },
  ])('$rule', ({ sku, sizes, expected }) => {
    expect(rewriteBundleBoxSku(sku, sizes)).toBe(expected);
  });

  it.each([
    ['SRNBNDL', true],
    ['SRNBNDL-SZQN', true],
    ['SRNBNDLX', false],
    ['PRMBNDL-SZQN', false],
  ])('isBundleBoxSku(%s) is %s', (sku, expected) => {
    expect(isBundleBoxSku(sku)).toBe(expected);
  });

  it('bundleBoxSku without a size is queen', () => {
    expect(bundleBoxSku(undefined)).toBe('SRNBNDL-SZQN');
  });
});
