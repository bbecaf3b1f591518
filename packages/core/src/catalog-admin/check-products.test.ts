import { describe, expect, it } from 'vitest';
import { fileProduct } from '../catalog-file/test-file.test-support';
import { checkCatalogueEdit, fieldOfPath, parseProductDocument } from './check-products';

describe('checking an edited product', () => {
  it.each([
    ['pricing.price.amount', 'pricing.price.amount'],
    ['properties[0].options[1].priceDiff', 'properties.0.options.1.priceDiff'],
    ['availability["CLOUD-SZQN"].isActive', 'availability.CLOUD-SZQN.isActive'],
    ['(file)', ''],
  ])('%s is the form field %s', (path, field) => expect(fieldOfPath(path)).toBe(field));

  it('names schema problems and unknown fields at their path in the document', () => {
    const doc = { ...fileProduct('cloud', 'CLOUD'), titel: 'x', inventoryKey: 'lower' } as unknown;
    const result = parseProductDocument(doc, 'cloud');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.map((e) => [e.path, e.field])).toEqual([
        ['titel', 'titel'],
        ['inventoryKey', 'inventoryKey'],
      ]);
  });

  it('checks references and prices against the rest of the catalogue, naming only the edited product', () => {
    const other = fileProduct('other', 'OTHER');
    const edited = { ...fileProduct('cloud', 'CLOUD'), content: { ...other.content, relatedProducts: ['other', 'ghost'] } };
    const broken = { ...fileProduct('broken', 'BROKEN'), content: { ...other.content, relatedProducts: ['nowhere'] } };
    expect(checkCatalogueEdit('nestwood', [other, edited, broken], new Set(['cloud']))).toEqual([
      {
        productId: 'cloud',
        path: 'content.relatedProducts[1]',
        field: 'content.relatedProducts.1',
        message: 'no product with id ghost',
      },
    ]);
  });

  it('names a name used twice on the edited product', () => {
    const errors = checkCatalogueEdit(
      'nestwood',
      [fileProduct('a', 'AA'), { ...fileProduct('b', 'BB'), name: 'a' }],
      new Set(['b']),
    );
    expect(errors.map((e) => [e.productId, e.path, e.message])).toEqual([
      ['b', 'name', 'a is used twice (also another product)'],
    ]);
  });
});
