import { describe, expect, it } from 'vitest';
import {
  CART_SKUS_BASE64_MESSAGE,
  CART_SKUS_TOO_LONG_MESSAGE,
  CART_SKUS_TOO_MANY_MESSAGE,
  cartSkuInvalidMessage,
  decodeCartSkus,
  encodeCartSkus,
} from './cart-skus';

const many = Array.from({ length: 51 }, (_, i) => `SKU${i}`);

describe('cartSkus: base64 of comma-joined skus', () => {
  it.each([
    { rule: 'an empty value is an empty cart', value: '', expected: [] },
    { rule: 'comma-joined skus, in order', value: btoa('LUXEHYB-SZQN,SRNBNDL-SZKG'), expected: ['LUXEHYB-SZQN', 'SRNBNDL-SZKG'] },
    { rule: 'a repeated sku counts once', value: btoa('A-SZQN,A-SZQN'), expected: ['A-SZQN'] },
    { rule: 'spaces around skus are ignored', value: btoa(' A , B '), expected: ['A', 'B'] },
    { rule: 'a bare inventory key is a sku', value: btoa('SRNBNDL'), expected: ['SRNBNDL'] },
  ])('$rule', ({ value, expected }) => {
    expect(decodeCartSkus(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    { rule: 'not base64', value: 'not base64!', message: CART_SKUS_BASE64_MESSAGE },
    { rule: 'unpadded base64', value: 'QUI', message: CART_SKUS_BASE64_MESSAGE },
    { rule: 'base64url instead of base64', value: 'Pz8_', message: CART_SKUS_BASE64_MESSAGE },
    { rule: 'more than 4 KB', value: 'A'.repeat(4100), message: CART_SKUS_TOO_LONG_MESSAGE },
    { rule: 'more than 50 skus', value: btoa(many.join(',')), message: CART_SKUS_TOO_MANY_MESSAGE },
    { rule: 'a lower-case sku', value: btoa('luxe-szqn'), message: cartSkuInvalidMessage('luxe-szqn') },
    { rule: 'a sku with a space inside', value: btoa('A B'), message: cartSkuInvalidMessage('A B') },
    { rule: 'an empty entry between commas', value: btoa('A,,B'), message: cartSkuInvalidMessage('') },
  ])('refuses $rule', ({ value, message }) => {
    expect(decodeCartSkus(value)).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message } });
  });

  it('encodes what it decodes (the storefront and the API share the format)', () => {
    const skus = ['LUXEHYB-SZQN', 'GELPILLOW-SZST'];
    expect(decodeCartSkus(encodeCartSkus(skus))).toEqual({ ok: true, value: skus });
  });
});
