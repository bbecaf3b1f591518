import { describe, expect, it } from 'vitest';
import { fileProduct } from '../catalog-file/test-file.test-support';
import { variantRowsOf } from './variant-rows';
import { priceCsvLines, readPriceCsv } from './price-csv';

const rows = variantRowsOf(fileProduct('cloud', 'CLOUD'));
const sheet = (...lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, cells }));

describe('the bulk price sheet', () => {
  it('writes one line per variant, prices in dollars with two decimals', () => {
    expect(priceCsvLines(rows, 'USD')).toEqual([
      [
        'sku',
        'product',
        'options',
        'currency',
        'price_dollars',
        'list_price_dollars',
        'active',
        'in_stock',
        'back_order',
        'ship_from_days',
        'ship_to_days',
        'white_glove_from_days',
        'white_glove_to_days',
      ],
      ['CLOUD-SZQN', 'The cloud', 'Size Queen', 'USD', '900.00', '1000.00', 'yes', 'yes', 'no', '1', '3', '7', '14'],
      ['CLOUD-SZKG', 'The cloud', 'Size King', 'USD', '1080.00', '1200.00', 'yes', 'yes', 'no', '1', '3', '7', '14'],
    ]);
  });

  it('reads its own download back as no change', () => {
    expect(readPriceCsv(sheet(...priceCsvLines(rows, 'USD')), rows)).toEqual({ changes: [], errors: [], unchanged: 2 });
  });

  it('turns a line into the fields it changes', () => {
    const read = readPriceCsv(sheet(['sku', 'price_dollars', 'in_stock'], ['CLOUD-SZKG', '999.5', 'NO']), rows);
    expect(read.errors).toEqual([]);
    expect(read.changes).toEqual([
      {
        line: 2,
        sku: 'CLOUD-SZKG',
        productId: 'cloud',
        productTitle: 'The cloud',
        options: 'Size King',
        fields: [
          { field: 'price', before: '1080.00', after: '999.50' },
          { field: 'isInStock', before: 'yes', after: 'no' },
        ],
        edit: { sku: 'CLOUD-SZKG', price: 99950, isInStock: false },
      },
    ]);
  });

  it.each([
    [['sku', 'prise'], [], 'column 2 "prise" is not one of'],
    [['price_dollars'], [], 'the header needs a sku column'],
    [['sku', 'product'], [], 'the header names no column to change'],
    [['sku', 'sku', 'active'], [], 'the column sku is there twice'],
    [['sku', 'price_dollars'], ['GHOST-1', '10.00'], 'line 2: the brand sells no variant with sku "GHOST-1"'],
    [['sku', 'price_dollars'], ['CLOUD-SZQN', '-10.00'], 'line 2: price_dollars: "-10.00" is not a price'],
    [['sku', 'price_dollars'], ['CLOUD-SZQN', '1,000.00'], 'line 2: price_dollars: "1,000.00" is not a price'],
    [['sku', 'price_dollars'], ['CLOUD-SZQN', '9.999'], 'line 2: price_dollars: "9.999" is not a price'],
    [['sku', 'price_dollars'], ['CLOUD-SZQN', '10\u0000'], 'line 2: a cell holds control characters'],
    [['sku', 'price_dollars'], ['CLOUD-SZQN', '10\ufffd'], 'line 2: a cell holds control characters'],
    [['sku', 'active'], ['CLOUD-SZQN', 'maybe'], 'line 2: active: "maybe" is not yes or no'],
    [['sku', 'ship_to_days'], ['CLOUD-SZQN', '400'], 'line 2: ship_to_days: "400" is not a number of business days'],
    [['sku', 'active'], ['CLOUD-SZQN'], 'line 2: expected 2 cells, found 1'],
  ])('header %j, line %j: %s', (header, line, message) => {
    const read = readPriceCsv(sheet(header, ...(line.length > 0 ? [line] : [])), rows);
    expect(read.errors.map((e) => `line ${e.line}: ${e.message}`).join('\n')).toContain(
      message.startsWith('line') ? message : `line 1: ${message}`,
    );
    expect(read.changes).toEqual([]);
  });

  it('names a sku listed twice on its second line', () => {
    const read = readPriceCsv(sheet(['sku', 'active'], ['CLOUD-SZQN', 'no'], ['CLOUD-SZQN', 'yes']), rows);
    expect(read.errors).toEqual([{ line: 3, message: 'CLOUD-SZQN is also on line 2' }]);
  });
});
