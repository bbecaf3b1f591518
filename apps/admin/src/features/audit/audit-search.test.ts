import { describe, expect, it } from 'vitest';
import { parsePlainSearch } from '../../lib/search-params';
import { auditApiQuery, parseAuditSearch } from './audit-search';

describe('parseAuditSearch / auditApiQuery', () => {
  it('reads the filters and writes them for the API with the cursor', () => {
    const search = parseAuditSearch(
      parsePlainSearch('?staff=ana%40example.com&action=orders.refund&brand=plume&from=2025-05-01&to=2025-05-31'),
    );
    expect(search).toEqual({
      staff: 'ana@example.com',
      action: 'orders.refund',
      brand: 'plume',
      from: '2025-05-01',
      to: '2025-05-31',
    });
    expect(auditApiQuery(search, 'next-1')).toBe(
      'staff=ana%40example.com&action=orders.refund&brand=plume&from=2025-05-01&to=2025-05-31&cursor=next-1',
    );
  });

  it.each([
    ['?action=drop%20table', { action: undefined }],
    ['?from=2025-04-31', { from: undefined }],
    ['?staff=%20', { staff: undefined }],
  ])('%j drops a value the API would refuse', (search, expected) => {
    expect(parseAuditSearch(parsePlainSearch(search))).toMatchObject(expected);
  });

  it('no filter, first page: an empty query', () => {
    expect(auditApiQuery({}, null)).toBe('');
  });
});
