import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardWire } from '@store/core/dashboard/dashboard-wire';
import { api } from './client';

export type Dashboard = DashboardWire;
export type DashboardCurrency = DashboardWire['currencies'][number];

/** The dashboard of a brand (or 'all') for whole UTC days from `from` to `to`. */
export const dashboardQuery = (params: { brand: string; from: string; to: string }) =>
  queryOptions({
    queryKey: ['dashboard', params],
    queryFn: ({ signal }) => api<Dashboard>(`/admin/dashboard?${new URLSearchParams(params).toString()}`, { signal }),
    // A period or brand change keeps the last figures on screen until the new ones arrive (no flash of empty charts).
    placeholderData: keepPreviousData,
  });
