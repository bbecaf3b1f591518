import { describe, expect, it } from 'vitest';
import {
  COLOR_KEYS,
  FIRMNESS,
  MATERIALS,
  MATTRESS_LINES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  SIZE_DIMENSIONS,
  SIZE_ENTRIES,
  SIZE_KEYS,
  SIZE_LABELS,
  VIA_BRAINTREE,
  WEIGHTS,
} from './enums';

/** The enumerations of the product specification, written out by hand and compared with the code's. */
describe('enumerations', () => {
  it('sizes and their labels (Twin XL, Cal King, Split King)', () => {
    expect(SIZE_KEYS).toEqual(['standard', 'twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing', 'large']);
    expect([SIZE_LABELS.twinXL, SIZE_LABELS.calKing, SIZE_LABELS.splitKing]).toEqual(['Twin XL', 'Cal King', 'Split King']);
  });

  it.each([
    ['twin', '39x75x11'],
    ['twinXL', '39x80x11'],
    ['full', '54x75x11'],
    ['queen', '60x80x11'],
    ['king', '76x80x11'],
    ['calKing', '72x84x11'],
    ['splitKing', '72x84x11'],
  ] as const)('dimensions of %s: %s inches', (size, dims) => {
    const d = SIZE_DIMENSIONS[size]!;
    expect(`${d.width}x${d.length}x${d.height}`).toBe(dims);
  });

  it('each size entry has key, value, bundle sku, box name, currency $ and outOfStock false', () => {
    expect(SIZE_ENTRIES.find((e) => e.key === 'queen')).toEqual({
      key: 'queen',
      value: 'Queen',
      bundleSku: expect.stringMatching(/^SRNBNDL-SZ/),
      boxName: 'QUEEN BOX',
      currency: '$',
      outOfStock: false,
    });
    expect(SIZE_ENTRIES.map((e) => e.key)).toEqual(['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing']);
  });

  it('colours include the named finishes; material, firmness, weights and lines', () => {
    for (const colour of [
      'black',
      'white',
      'golden',
      'grey',
      'linen',
      'natural',
      'walnut',
      'tan',
      'navy',
      'slate',
      'blackAndWhite',
      'twoTone',
      'lightoakupholstered',
      'walnutupholstered',
      'green',
    ])
      expect(COLOR_KEYS).toContain(colour);
    expect(MATERIALS).toEqual(['hybrid', 'memory-foam']);
    expect(FIRMNESS).toEqual(['soft', 'firm', 'luxury-firm']);
    expect(WEIGHTS).toEqual([15, 20, 25]);
    expect(MATTRESS_LINES).toEqual(['standard', 'premier', 'copper', 'hybrid', 'rest', 'cool', 'firm', 'luxury firm']);
  });

  it('payment methods, providers and labels', () => {
    expect(PAYMENT_METHODS).toEqual([
      'card',
      'link',
      'afterpay_clearpay',
      'link_card_brand',
      'amazon_pay',
      'google_pay',
      'apple_pay',
    ]);
    expect([...PAYMENT_PROVIDERS].sort()).toEqual(
      [
        'bank',
        'link',
        'splitIt',
        'truemed',
        'affirm',
        'acima',
        'afterPay',
        'paypalCredit',
        'amazonPay',
        'paypal',
        'stripePaymentRequest',
        'googlepay',
        'applepay',
        'stripeDirect',
        'stripeCanada',
        'braintree',
      ].sort(),
    );
    const labels = [
      'stripeDirect',
      'bank',
      'link',
      'affirm',
      'acima',
      'splitIt',
      'amazonPay',
      'afterPay',
      'paypal',
      'paypalCredit',
      'truemed',
    ] as const;
    expect(labels.map((p) => PAYMENT_PROVIDER_LABELS[p])).toEqual([
      'Card',
      'Bank',
      'Link',
      'Affirm',
      'Acima',
      'SplitIt',
      'Amazon Pay',
      'After Pay',
      'PayPal',
      'PayPal Credit',
      'Truemed',
    ]);
    expect(VIA_BRAINTREE).toEqual(['paypal', 'paypalCredit']);
  });
});
