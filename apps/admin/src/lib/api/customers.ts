import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CustomerDetailWire, CustomerPageWire } from '@store/core/back-office/admin-customer-wire';
import { listQuery } from '../search-params';
import { api } from './client';

type CustomerPage = CustomerPageWire;
export type CustomerSummary = CustomerPageWire['customers'][number];
export type CustomerDetail = CustomerDetailWire;

interface CustomerSearch {
  q?: string;
  brand?: string;
}

/** The customers list for a search and brand, page by page (keyset: each page names the next one's cursor). */
export const customersQuery = (search: CustomerSearch) =>
  infiniteQueryOptions({
    queryKey: ['customers', search],
    queryFn: ({ pageParam, signal }) =>
      api<CustomerPage>(`/admin/customers?${listQuery({ q: search.q, brand: search.brand }, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One customer: a brand and an email. */
export const customerQuery = (brand: string, email: string) =>
  queryOptions({
    queryKey: ['customer', brand, email],
    queryFn: ({ signal }) =>
      api<CustomerDetail>(`/admin/customers/${encodeURIComponent(brand)}/${encodeURIComponent(email)}`, { signal }),
  });
