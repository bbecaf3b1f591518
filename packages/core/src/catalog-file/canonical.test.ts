import { describe, expect, it } from 'vitest';
import { serializeCatalogFile } from './canonical';
import { diffSection, describeDiffs } from './diff';
import { fileProduct, smallFile } from './test-file.test-support';

describe('serializeCatalogFile', () => {
  it('lays out the same file as the same bytes, whatever the order its keys were read in', () => {
    const file = smallFile();
    const reorder = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reorder)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reorder(v)]),
            )
          : value;
    expect(serializeCatalogFile(reorder(file) as typeof file)).toBe(serializeCatalogFile(file));
  });

  it('lists fields in the format order and availability by sku, two-space indented with a final newline', () => {
    const text = serializeCatalogFile(smallFile());
    expect(text.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual(['format', 'version', 'brand', 'products', 'coupons']);
    expect(Object.keys(parsed.products[0]).slice(0, 4)).toEqual(['id', 'name', 'title', 'inventoryKey']);
    expect(Object.keys(parsed.products[0].availability)).toEqual(['CLOUD-SZKG', 'CLOUD-SZQN']);
    expect(text.split('\n')[1]).toBe('  "format": "store-catalog",');
  });
});

describe('diffSection', () => {
  const cloud = fileProduct('cloud-mattress', 'CLOUD');
  const firm = fileProduct('firm-mattress', 'FIRM');
  const calm = fileProduct('calm-mattress', 'CALM');
  const cheaper = {
    ...firm,
    pricing: { ...firm.pricing, price: { amount: 79900, currency: 'USD', discount: 10 } },
  } as typeof firm;
  const renamed = { ...cloud, title: 'Cloud', content: { ...cloud.content, summary: 'Softer.' } };

  it.each([
    ['nothing differs', [cloud, firm], [cloud, firm], ['nestwood: no changes']],
    [
      'a price changed',
      [cloud, firm],
      [cloud, cheaper],
      ['nestwood products: 0 to add, 1 to change, 0 to remove', '  ~ firm-mattress: pricing.price.amount'],
    ],
    [
      'two fields changed, one added and one removed',
      [cloud, firm],
      [renamed, calm],
      [
        'nestwood products: 1 to add, 1 to change, 1 to remove',
        '  + calm-mattress',
        '  ~ cloud-mattress: title, content.summary',
        '  - firm-mattress',
      ],
    ],
    ['the order changed', [cloud, firm], [firm, cloud], ['nestwood products: 0 to add, 0 to change, 0 to remove, order changed']],
    [
      'a row added in front is not a new order',
      [cloud, firm],
      [calm, cloud, firm],
      ['nestwood products: 1 to add, 0 to change, 0 to remove', '  + calm-mattress'],
    ],
  ])('%s', (_name, stored, wanted, lines) => {
    expect(describeDiffs('nestwood', [diffSection('products', stored, wanted, (p) => p.id, true)])).toEqual(lines);
  });

  it('names at most five fields of a row, then how many more', () => {
    const a = { key: 'x', f1: 1, f2: 1, f3: 1, f4: 1, f5: 1, f6: 1, f7: 1 };
    const b = { key: 'x', f1: 2, f2: 2, f3: 2, f4: 2, f5: 2, f6: 2, f7: 2 };
    expect(diffSection('rows', [a], [b], (r) => r.key, false).changed).toEqual([
      { key: 'x', fields: ['f1', 'f2', 'f3', 'f4', 'f5', 'and 2 more'] },
    ]);
  });
});
