import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@store/core/back-office/order-states';
import type { FulfillmentStatus, OrderPaymentStatus, OrderStatus } from '@store/core/back-office/order-states';
import { PAYMENT_PROVIDERS } from '@store/core/enums';
import { listQuery, pickBrand, pickDate, pickOneOf, pickText } from '../../lib/search-params';

export const ORDER_SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The orders list as its URL says it: a link reproduces the same search. `newest` (the default) is never written. */
export interface OrderSearch {
  q?: string;
  brand?: string;
  status?: OrderStatus;
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  provider?: string;
  from?: string;
  to?: string;
  sort?: Exclude<OrderSort, 'newest'>;
}

/** The URL's search params as an order search: values outside the API's lists are dropped, not sent. */
export function parseOrderSearch(raw: Record<string, unknown>): OrderSearch {
  const sort = pickOneOf(raw.sort, ORDER_SORTS);
  return {
    q: pickText(raw.q),
    brand: pickBrand(raw.brand),
    status: pickOneOf(raw.status, ORDER_STATUSES),
    paymentStatus: pickOneOf(raw.paymentStatus, ORDER_PAYMENT_STATUSES),
    fulfillmentStatus: pickOneOf(raw.fulfillmentStatus, FULFILLMENT_STATUSES),
    provider: pickOneOf(raw.provider, PAYMENT_PROVIDERS),
    from: pickDate(raw.from),
    to: pickDate(raw.to),
    sort: sort === 'newest' ? undefined : sort,
  };
}

/** GET /admin/orders's query string for a search and a page (keyset cursor; 50 a page). */
export function ordersApiQuery(search: OrderSearch, cursor: string | null, limit = 50): string {
  const { sort, ...filters } = search;
  return listQuery({ ...filters, sort: sort ?? 'newest' }, cursor, limit);
}

/** The sortable columns of the orders table and the API sort each direction means. */
export type OrderSortColumn = 'createdAt' | 'totalAmount';
const SORT_COLUMNS: Record<OrderSort, { id: OrderSortColumn; desc: boolean }> = {
  newest: { id: 'createdAt', desc: true },
  oldest: { id: 'createdAt', desc: false },
  'total-high': { id: 'totalAmount', desc: true },
  'total-low': { id: 'totalAmount', desc: false },
};

/** The table's sorting state for the URL's sort. */
export function sortingOf(sort: OrderSort | undefined): Array<{ id: OrderSortColumn; desc: boolean }> {
  return [SORT_COLUMNS[sort ?? 'newest']];
}

/** The URL sort for the table's sorting state (a cleared sort is the default, newest first). */
export function sortOf(sorting: ReadonlyArray<{ id: string; desc: boolean }>): OrderSearch['sort'] {
  const first = sorting[0];
  if (!first) return undefined;
  const found = ORDER_SORTS.find((sort) => SORT_COLUMNS[sort].id === first.id && SORT_COLUMNS[sort].desc === first.desc);
  return found === undefined || found === 'newest' ? undefined : found;
}
