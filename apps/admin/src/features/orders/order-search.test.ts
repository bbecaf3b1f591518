import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from '../../lib/search-params';
import { ordersApiQuery, parseOrderSearch, sortOf, sortingOf, type OrderSearch } from './order-search';

describe('parseOrderSearch: the URL as filters', () => {
  it('reads every filter the API knows', () => {
    const raw = parsePlainSearch(
      '?q=ada&brand=nestwood&status=paid&paymentStatus=partially_refunded&fulfillmentStatus=unfulfilled&provider=affirm&from=2025-01-01&to=2025-01-31&sort=total-high',
    );
    expect(parseOrderSearch(raw)).toEqual({
      q: 'ada',
      brand: 'nestwood',
      status: 'paid',
      paymentStatus: 'partially_refunded',
      fulfillmentStatus: 'unfulfilled',
      provider: 'affirm',
      from: '2025-01-01',
      to: '2025-01-31',
      sort: 'total-high',
    });
  });

  it.each([
    ['?status=shipped', {}],
    ['?paymentStatus=paid-ish', {}],
    ['?provider=cash', {}],
    ['?from=2025-02-30&to=tomorrow', {}],
    ['?sort=newest', {}],
    ['?sort=random', {}],
    ['?brand=../etc', {}],
    ['?q=%20%20', {}],
  ])('%j drops what the API would not take: %o', (search, expected) => {
    const parsed = Object.fromEntries(
      Object.entries(parseOrderSearch(parsePlainSearch(search))).filter(([, v]) => v !== undefined),
    );
    expect(parsed).toEqual(expected);
  });

  it('a search written to the URL reads back the same (a link reproduces it)', () => {
    const search: OrderSearch = { q: '94107', status: 'pending', from: '2025-03-01', sort: 'oldest' };
    expect(parseOrderSearch(parsePlainSearch(stringifyPlainSearch({ ...search })))).toMatchObject(search);
  });
});

describe('ordersApiQuery: the search as GET /admin/orders params', () => {
  it.each([
    [{}, null, 'sort=newest&limit=50'],
    [{ q: 'ada', status: 'paid' }, null, 'q=ada&status=paid&sort=newest&limit=50'],
    [{ sort: 'total-low', from: '2025-01-01' }, 'c1', 'from=2025-01-01&sort=total-low&cursor=c1&limit=50'],
  ] as Array<[OrderSearch, string | null, string]>)('%o, cursor %j: %s', (search, cursor, expected) => {
    expect(ordersApiQuery(search, cursor)).toBe(expected);
  });
});

describe('sorting: table columns <-> URL sort', () => {
  it.each([
    [undefined, [{ id: 'createdAt', desc: true }]],
    ['oldest', [{ id: 'createdAt', desc: false }]],
    ['total-high', [{ id: 'totalAmount', desc: true }]],
    ['total-low', [{ id: 'totalAmount', desc: false }]],
  ] as const)('sort %j is the table sorting %o, and back', (sort, sorting) => {
    expect(sortingOf(sort)).toEqual(sorting);
    expect(sortOf(sorting)).toBe(sort);
  });

  it.each([[[]], [[{ id: 'email', desc: true }]]])('a cleared or unknown sorting %o is the default', (sorting) => {
    expect(sortOf(sorting)).toBeUndefined();
  });
});
