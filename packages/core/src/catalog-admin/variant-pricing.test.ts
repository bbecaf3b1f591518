import { describe, expect, it } from 'vitest';
import { fileProduct } from '../catalog-file/test-file.test-support';
import { repriceVariants, restatePrices } from './variant-pricing';
import { variantRowsOf } from './variant-rows';
import { applyVariantEdits } from './variant-edits';

// fileProduct: Queen (default, list 1000.00) and King (+200.00), 10% off: Queen 900.00, King 1080.00.
const product = fileProduct('cloud', 'CLOUD');
const prices = (p: ReturnType<typeof fileProduct>) => variantRowsOf(p).map((r) => [r.sku, r.price, r.listPrice]);

describe('pricing variants anew', () => {
  it('reads each variant as the store charges it', () => {
    expect(prices(product)).toEqual([
      ['CLOUD-SZQN', 90000, 100000],
      ['CLOUD-SZKG', 108000, 120000],
    ]);
  });

  it('keeps one price when a list price moves with the sale percent kept (King list 1250.00: priceDiff 25000)', () => {
    const next = repriceVariants(product, new Map([['CLOUD-SZKG', { listPrice: 125000, price: 112500 }]]));
    expect(Array.isArray(next.pricing)).toBe(false);
    expect(next.properties[0]!.options.map((o) => o.priceDiff)).toEqual([0, 25000]);
    expect(prices(next)).toEqual([
      ['CLOUD-SZQN', 90000, 100000],
      ['CLOUD-SZKG', 112500, 125000],
    ]);
  });

  it('moves the base list price when the default variant changes, other variants charged as before', () => {
    const next = repriceVariants(product, new Map([['CLOUD-SZQN', { listPrice: 110000, price: 99000 }]]));
    expect(next.pricing).toEqual({
      price: { amount: 99000, currency: 'USD', discount: 10 },
      listPrice: { amount: 110000, currency: 'USD', discount: 10 },
    });
    expect(next.properties[0]!.options.map((o) => o.priceDiff)).toEqual([0, 10000]);
    expect(prices(next)).toEqual([
      ['CLOUD-SZQN', 99000, 110000],
      ['CLOUD-SZKG', 108000, 120000],
    ]);
  });

  it('prices per sku when the sale price of one variant leaves the product-wide percent', () => {
    const next = repriceVariants(product, new Map([['CLOUD-SZKG', { price: 100000 }]]));
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    expect(next.pricing).toEqual([
      { sku: 'CLOUD-SZQN', totalPrice: usd(90000), discountedPrice: usd(90000), totalValue: usd(100000), listPrice: usd(100000) },
      {
        sku: 'CLOUD-SZKG',
        totalPrice: usd(100000),
        discountedPrice: usd(100000),
        totalValue: usd(120000),
        listPrice: usd(120000),
      },
    ]);
    expect(next.properties[0]!.options.map((o) => o.priceDiff)).toEqual([0, 20000]);
  });

  it('restates a one-price figure that does not say what the store charges', () => {
    const wrong = {
      ...product,
      pricing: { ...product.pricing, price: { amount: 89000, currency: 'USD' as const, discount: 10 } },
    };
    expect(restatePrices(wrong).pricing).toEqual(product.pricing);
  });
});

describe('editing variants', () => {
  it.each([
    [{ sku: 'CLOUD-SZXX', isActive: false }, 'CLOUD-SZXX is not a variant of cloud'],
    [{ sku: 'CLOUD-SZQN', shippingTo: 0 }, 'CLOUD-SZQN: the shipping window ends (0) before it starts (1)'],
    [{ sku: 'CLOUD-SZQN', wgsShippingFrom: 20 }, 'CLOUD-SZQN: the white-glove window ends (14) before it starts (20)'],
    [{ sku: 'CLOUD-SZQN', price: 100100 }, 'CLOUD-SZQN: the price (100100) is above its list price (100000)'],
  ])('%j is refused: %s', (edit, message) => {
    expect(applyVariantEdits(product, [edit])).toEqual({ ok: false, errors: [{ sku: edit.sku, message }] });
  });

  it('changes availability and price together', () => {
    const result = applyVariantEdits(product, [
      { sku: 'CLOUD-SZKG', isInStock: false, isBackOrderAllowed: true, shippingTo: 20, listPrice: 130000, price: 117000 },
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const king = variantRowsOf(result.product)[1]!;
    expect([king.isInStock, king.isBackOrderAllowed, king.shippingFrom, king.shippingTo, king.price, king.listPrice]).toEqual([
      false,
      true,
      1,
      20,
      117000,
      130000,
    ]);
    expect(result.product.availability['CLOUD-SZQN']).toEqual(product.availability['CLOUD-SZQN']);
  });
});
