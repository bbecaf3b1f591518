import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditApiQuery, type AuditSearch } from '../../features/audit/audit-search';
import { api } from './client';
import type { AuditPage } from './types';

/** The audit log for the filters, newest first, page by page. */
export const auditQuery = (search: AuditSearch) =>
  infiniteQueryOptions({
    queryKey: ['audit', search],
    queryFn: ({ pageParam, signal }) => api<AuditPage>(`/admin/audit?${auditApiQuery(search, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
