import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIER_COMBO_LABEL, SERENITY_COMBO_LABEL, SIZE_SWAP, type UpsellItem } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { makeOffer, makeProduct, makeService } from './support/factories';
import { OFFERS, PRODUCTS } from './support/test-store';

/** GET /upsells over factory offers: the lookup rules, not the demo store's copy (its offers are checked in test/demo-store). */
const warranty = makeProduct({ id: 'test-warranty', attributes: { group: 'warranty', markers: [] }, properties: [] });
const protection = makeService('test-shipping-protection', 900);
const additional = { type: 'additional', discount: 0 } as const;
const NESTWOOD = {
  ...OFFERS,
  frame: makeOffer('nestwood', PRODUCTS.frame, { name: 'platform-frame', kind: 'furniture', ...additional }),
  coverage: makeOffer('nestwood', warranty, { name: 'extended-coverage', kind: 'coverage', ...additional }),
  shipping: makeOffer('nestwood', protection, { name: 'shipping-protection', kind: 'shipping-protection', ...additional }),
};
const UPGRADE = makeOffer('driftvale', PRODUCTS.premium, { name: 'hybrid-upgrade', kind: 'upgrade', ...additional });
const CANADA = [
  makeOffer('nestwood-ca', PRODUCTS.sheets, { name: 'free-sheets' }),
  makeOffer('nestwood-ca', protection, { name: 'shipping-protection', kind: 'shipping-protection', ...additional }),
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: {
      nestwood: [...Object.values(PRODUCTS), warranty, protection],
      'nestwood-ca': [PRODUCTS.sheets, protection],
      driftvale: [PRODUCTS.premium],
    },
    upsells: { nestwood: Object.values(NESTWOOD), 'nestwood-ca': CANADA, driftvale: [UPGRADE] },
  });
});
afterAll(() => t.close());

const get = (url: string, brand = 'nestwood') => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
const items = async (url: string, brand?: string): Promise<UpsellItem[]> => {
  const res = await get(url, brand);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('ok');
  return res.json().result as UpsellItem[];
};
const names = (list: UpsellItem[]) => list.map((i) => i.name);
const { sheets, pillows, protector, sleepBundle, frame, coverage, shipping } = NESTWOOD;

describe('GET /upsells lookups (catalogue lookup)', () => {
  it.each([
    ['by names, in request order', `?names=${sleepBundle.name},${sheets.name}`, [sleepBundle.name, sheets.name]],
    ['by fallback sku', `?fallbackSkus=${coverage.fallbackSku},${sheets.fallbackSku}`, [coverage.name, sheets.name]],
    ['unknown ones are dropped', `?names=nope,${pillows.name}&fallbackSkus=NOPE`, [pillows.name]],
    ['a name matching nothing is tried as a fallback sku', `?names=${protector.fallbackSku}`, [protector.name]],
  ])('%s', async (_label, query, expected) => {
    expect(names(await items(`/upsells${query}`))).toEqual(expected);
  });

  it('returns the whole brand catalogue without keys, shipping protection hidden', async () => {
    const all = names(await items('/upsells'));
    expect(all).toContain(sheets.name);
    expect(all).toContain(frame.name);
    expect(all).not.toContain(shipping.name);
  });

  it('a supplied size marks a sized item without a Size default standalone with that size', async () => {
    const [found] = await items(`/upsells?names=${sheets.name}&size=king`);
    expect(found?.isStandalone).toBe(true);
    expect(found?.defaultProperties).toContainEqual({ type: 'Size', chooser: true, defaultValue: 'king' });
  });

  it('without a size, Size defaults are removed', async () => {
    const [found] = await items(`/upsells?names=${pillows.name}`);
    expect(pillows.defaultProperties.some((p) => p.type === 'Size')).toBe(true);
    expect(found?.defaultProperties.some((p) => p.type === 'Size')).toBe(false);
    expect(found?.isStandalone).toBe(false);
  });

  it(`swapSizeDefault moves ${SIZE_SWAP.fallbackSku} from ${SIZE_SWAP.from} to ${SIZE_SWAP.to}`, async () => {
    expect(pillows.fallbackSku).toBe(SIZE_SWAP.fallbackSku);
    const sizeOf = (list: UpsellItem[]) => list[0]?.defaultProperties.find((p) => p.type === 'Size')?.defaultValue;
    expect(sizeOf(await items(`/upsells?names=${pillows.name}&size=queen`))).toBe(SIZE_SWAP.from);
    expect(sizeOf(await items(`/upsells?names=${pillows.name}&size=queen&flags=swapSizeDefault`))).toBe(SIZE_SWAP.to);
  });

  it('the Premier experiment changes the Serenity combo label, nothing else', async () => {
    const [plain] = await items(`/upsells?names=${sleepBundle.name}`);
    const [premier] = await items(`/upsells?names=${sleepBundle.name}&flags=premierBundleExperiment`);
    expect(plain?.isComboWithBaseProduct.label).toBe(SERENITY_COMBO_LABEL);
    expect(premier?.isComboWithBaseProduct.label).toBe(PREMIER_COMBO_LABEL);
    expect(premier?.isComboWithBaseProduct.label).toBe('Add Mattress & Get Premier Bundle for FREE!');
    expect({ ...premier, isComboWithBaseProduct: null }).toEqual({ ...plain, isComboWithBaseProduct: null });
  });

  it('shipping protection is hidden unless flagged', async () => {
    expect(names(await items(`/upsells?names=${shipping.name}`))).toEqual([]);
    expect(names(await items(`/upsells?names=${shipping.name}&flags=showShippingProtection`))).toEqual([shipping.name]);
    expect(names(await items('/upsells?flags=showShippingProtection,premierBundleExperiment'))).toContain(shipping.name);
  });
});

describe('GET /upsells brand and region isolation', () => {
  it('a brand sees only its own items, in its own region', async () => {
    expect(names(await items(`/upsells?names=${frame.name}`, 'driftvale'))).toEqual([]);
    expect(names(await items(`/upsells?names=${UPGRADE.name}`, 'nestwood'))).toEqual([]);
    const ca = await items('/upsells?flags=showShippingProtection', 'nestwood-ca');
    expect(ca.length).toBeGreaterThan(0);
    expect(ca.every((i) => i.region === 'CA')).toBe(true);
    expect(names(ca)).not.toContain(frame.name);
  });

  it('the discontinued brand has no upsells', async () => {
    expect(await items('/upsells', 'hushly')).toEqual([]);
  });
});

describe('GET /upsells refusals', () => {
  it.each([
    ['a size that is not a SizeKey', '?size=huge'],
    ['an unknown flag', '?flags=showShippingProtection,freeMoney'],
  ])('refuses %s with 400 BAD_REQUEST', async (_label, query) => {
    const res = await get(`/upsells${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(res.json().message.length).toBeGreaterThan(0);
  });
});
