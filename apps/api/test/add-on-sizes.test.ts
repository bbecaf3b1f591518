/**
 * End to end over the real seed: every add-on the storefront offers with the nestwood mattress, in every
 * mattress size, comes in that size (or is not offered), names every line it adds, and shows what the cart then charges.
 * The options are built by the storefront's own option builder (apps/web add-on-options) from GET /upsells and
 * GET /products, exactly as the product page does; the charge is what POST /carts/my/items answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, SIZE_LABELS, defaultSelection, type Cart, type Product, type SizeKey, type UpsellItem } from '@store/core';
import { addOnOptions, type AddOnOption } from '../../web/src/features/catalog/configurator/add-on-options';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';

let t: TestApp;
let mattress: Product;

beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood'] });
  mattress = (await products(['mattress']))[0]!;
});
afterAll(() => t.close());

async function json<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-brand': 'nestwood' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}
const products = (ids: string[]) => json<Product[]>(`/products?ids=${ids.join(',')}`);

/** What the product page offers with the mattress in this size (coverage shown, shipping protection off). */
async function optionsIn(size: SizeKey): Promise<{ options: AddOnOption[]; byId: Map<string, Product> }> {
  const upsells = await json<UpsellItem[]>(`/upsells?size=${size}`);
  const ids = [...new Set(upsells.flatMap((u) => [u.productId, ...(u.pairedItem ? [u.pairedItem.productId] : [])]))];
  const catalogue = await products(ids);
  const selection = { ...defaultSelection(mattress), Size: size };
  const options = addOnOptions(upsells, catalogue, {
    product: { ...mattress, group: 'mattress', needsCoverage: true },
    brand: BRANDS.nestwood,
    selection,
    shippingProtection: false,
  });
  return { options, byId: new Map([...catalogue, mattress].map((p) => [p.id, p])) };
}

const MATTRESS_SIZES = (): SizeKey[] =>
  mattress.properties.find((p) => p.name === 'Size')!.options.map((o) => o.value as SizeKey);
const parentLine = (size: SizeKey) => ({
  productID: mattress.id,
  quantity: 1,
  properties: Object.entries({ ...defaultSelection(mattress), Size: size }).map(([name, value]) => ({ name, value })),
});
const sizeOf = (line: { properties: Array<{ name: string; value: string }> }) =>
  line.properties.find((p) => p.name === 'Size')?.value;

/** The catalogue products sized like mattresses (a pillow's standard/king sizes are its own). */
const sizedLikeMattress = (product: Product) =>
  product.properties.find((p) => p.name === 'Size')?.options.some((o) => o.value === 'queen') ?? false;

describe('every add-on of the nestwood mattress, in every mattress size', () => {
  it('the mattress comes in the seven mattress sizes', () => {
    expect(MATTRESS_SIZES()).toEqual(['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing']);
  });

  it.each(['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'] as SizeKey[])(
    '%s: each option adds lines in the mattress size, names each of them, and costs what the cart charges',
    async (size) => {
      const { options, byId } = await optionsIn(size);
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        const lines = option.replacement ? [option.replacement] : option.lines;
        expect(option.contents, option.name).toHaveLength(lines.length);
        lines.forEach((line, i) => {
          const product = byId.get(line.productID)!;
          // In the mattress's size, never a stand-in (a Queen frame for a Twin XL mattress).
          if (sizedLikeMattress(product)) expect(sizeOf(line), `${option.name} ${product.id}`).toBe(size);
          // The card names the line: its quantity, its product and its size.
          const text = option.contents[i]!;
          expect(text, option.name).toContain(product.title);
          if (line.quantity > 1) expect(text.startsWith(`${line.quantity} × `), text).toBe(true);
          const lineSize = sizeOf(line);
          const sizeTitle = product.properties.find((p) => p.name === 'Size')?.options.find((o) => o.value === lineSize)?.title;
          if (sizeTitle) expect(text, option.name).toContain(sizeTitle);
        });
        // The price shown is what the cart charges for those lines.
        const s = shopper(t.app);
        const base = s.cart(await s.call('POST', '/carts/my/items', { items: [parentLine(size)] }));
        const parent = base.items[0]!;
        let charged: number;
        if (option.replacement) {
          const other = shopper(t.app);
          const { sku: _sku, ...replacement } = option.replacement;
          const upgraded: Cart = other.cart(await other.call('POST', '/carts/my/items', { items: [replacement] }));
          charged = upgraded.totalPrice.amount - base.totalPrice.amount;
        } else {
          const children = option.lines.map(({ sku: _sku, ...line }) => ({ ...line, forItem: parent.itemIdentifier }));
          const res = await s.call('POST', '/carts/my/items', { items: children });
          const cart = s.cart(res);
          charged = cart.items.filter((i) => i.forItem === parent.itemIdentifier).reduce((n, i) => n + i.priceAfterDiscount, 0);
          expect(cart.items.filter((i) => i.forItem !== null).map((i) => sizeOf(i))).toEqual(option.lines.map(sizeOf));
        }
        expect(charged, `${size} ${option.name}`).toBe(option.price);
      }
    },
  );

  it.each<[SizeKey, string, boolean]>([
    ['twinXL', 'bamboo-bed-frame', false],
    ['splitKing', 'bamboo-bed-frame', false],
    ['twin', 'bamboo-bed-frame', true],
    ['twin', 'adjustable-base', false],
    ['twinXL', 'adjustable-base', true],
    ['splitKing', 'adjustable-base', true],
  ])('%s: %s offered is %s (only in a size the catalogue makes)', async (size, name, offered) => {
    const { options } = await optionsIn(size);
    expect(options.some((o) => o.name === name)).toBe(offered);
    expect((await json<UpsellItem[]>(`/upsells?size=${size}`)).some((u) => u.name === name)).toBe(offered);
  });

  it('the adjustable base adds only the base, and its price rises with size', async () => {
    const prices: number[] = [];
    for (const size of ['twinXL', 'full', 'queen', 'king'] as SizeKey[]) {
      const { options, byId } = await optionsIn(size);
      const base = options.find((o) => o.name === 'adjustable-base')!;
      expect(base.lines.map((l) => l.productID)).toEqual(['adjustable-bed-frame']);
      // Named from the catalogue's own title, not a copy of it: a title edit does not break this.
      const title = byId.get('adjustable-bed-frame')!.title;
      expect(base.contents).toEqual([expect.stringContaining(`${title}, ${SIZE_LABELS[size]}`)]);
      prices.push(base.price);
    }
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
