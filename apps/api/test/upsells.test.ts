import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIER_COMBO_LABEL, SERENITY_COMBO_LABEL, SIZE_SWAP, type UpsellItem } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { seedUpsellCatalog } from '../src/db/seed/seed-upsells';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog' });
  await seedUpsellCatalog(t.db);
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

describe('GET /upsells lookups (SPEC §4 catalogue lookup)', () => {
  it.each([
    ['by names, in request order', '?names=serenity-bundle,free-sheets', ['serenity-bundle', 'free-sheets']],
    ['by fallback sku', '?fallbackSkus=EXTWARRANTY,COTTONSHEET', ['extended-coverage', 'free-sheets']],
    ['unknown ones are dropped', '?names=nope,free-pillows&fallbackSkus=NOPE', ['free-pillows']],
    ['a name matching nothing is tried as a fallback sku', '?names=PROTECTOR', ['discounted-protector']],
  ])('%s', async (_label, query, expected) => {
    expect(names(await items(`/upsells${query}`))).toEqual(expected);
  });

  it('returns the whole brand catalogue without keys, shipping protection hidden', async () => {
    const all = names(await items('/upsells'));
    expect(all).toContain('free-sheets');
    expect(all).toContain('bamboo-bed-frame');
    expect(all).not.toContain('shipping-protection');
  });

  it('a supplied size marks a sized item without a Size default standalone with that size', async () => {
    const [sheets] = await items('/upsells?names=free-sheets&size=king');
    expect(sheets?.isStandalone).toBe(true);
    expect(sheets?.defaultProperties).toContainEqual({ type: 'Size', chooser: true, defaultValue: 'king' });
  });

  it('without a size, Size defaults are removed', async () => {
    const [pillows] = await items('/upsells?names=free-pillows');
    expect(pillows?.defaultProperties.some((p) => p.type === 'Size')).toBe(false);
    expect(pillows?.isStandalone).toBe(false);
  });

  it(`swapSizeDefault moves ${SIZE_SWAP.fallbackSku} from ${SIZE_SWAP.from} to ${SIZE_SWAP.to}`, async () => {
    const sizeOf = (list: UpsellItem[]) => list[0]?.defaultProperties.find((p) => p.type === 'Size')?.defaultValue;
    expect(sizeOf(await items('/upsells?names=free-pillows&size=queen'))).toBe(SIZE_SWAP.from);
    expect(sizeOf(await items('/upsells?names=free-pillows&size=queen&flags=swapSizeDefault'))).toBe(SIZE_SWAP.to);
  });

  it('the Premier experiment changes the Serenity combo label, nothing else', async () => {
    const [plain] = await items('/upsells?names=serenity-bundle');
    const [premier] = await items('/upsells?names=serenity-bundle&flags=premierBundleExperiment');
    expect(plain?.isComboWithBaseProduct.label).toBe(SERENITY_COMBO_LABEL);
    expect(premier?.isComboWithBaseProduct.label).toBe(PREMIER_COMBO_LABEL);
    expect(premier?.isComboWithBaseProduct.label).toBe('Add Mattress & Get Premier Bundle for FREE!');
    expect({ ...premier, isComboWithBaseProduct: null }).toEqual({ ...plain, isComboWithBaseProduct: null });
  });

  it('shipping protection is hidden unless flagged', async () => {
    expect(names(await items('/upsells?names=shipping-protection'))).toEqual([]);
    expect(names(await items('/upsells?names=shipping-protection&flags=showShippingProtection'))).toEqual([
      'shipping-protection',
    ]);
    expect(names(await items('/upsells?flags=showShippingProtection,premierBundleExperiment'))).toContain('shipping-protection');
  });
});

describe('GET /upsells brand and region isolation', () => {
  it('a brand sees only its own items, in its own region', async () => {
    expect(names(await items('/upsells?names=bamboo-bed-frame', 'driftvale'))).toEqual([]);
    expect(names(await items('/upsells?names=hybrid-upgrade', 'nestwood'))).toEqual([]);
    const ca = await items('/upsells?flags=showShippingProtection', 'nestwood-ca');
    expect(ca.length).toBeGreaterThan(0);
    expect(ca.every((i) => i.region === 'CA')).toBe(true);
    expect(names(ca)).not.toContain('bamboo-bed-frame');
  });

  it('the discontinued brand has no upsells', async () => {
    expect(await items('/upsells', 'hushly')).toEqual([]);
  });

  it('seeding again keeps the data (versioned)', async () => {
    const report = await seedUpsellCatalog(t.db);
    expect(report.seeded).toEqual([]);
    expect(names(await items('/upsells?names=free-sheets'))).toEqual(['free-sheets']);
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
