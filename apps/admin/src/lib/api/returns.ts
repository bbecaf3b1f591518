import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ReturnStatus } from '@store/core/back-office/order-states';
import { listQuery } from '../search-params';
import { api } from './client';
import type { ReturnPage } from './types';

export interface ReturnSearch {
  status?: ReturnStatus;
  brand?: string;
}

/** Returns for a status and brand, page by page. */
export const returnsQuery = (search: ReturnSearch) =>
  infiniteQueryOptions({
    queryKey: ['returns', search],
    queryFn: ({ pageParam, signal }) => api<ReturnPage>(`/admin/returns?${listQuery({ ...search }, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The moves staff make on a return, with what each one sends. */
export type ReturnMove =
  | { action: 'approve' }
  | { action: 'refuse'; reason: string }
  | { action: 'pickup'; date: string }
  | { action: 'receive' }
  | { action: 'refund'; amount: number; note?: string | undefined };

export function moveReturn(id: string, move: ReturnMove, idempotencyKey: string): Promise<unknown> {
  const { action, ...body } = move;
  return api<unknown>(`/admin/returns/${encodeURIComponent(id)}/${action}`, { method: 'POST', body, idempotencyKey });
}
