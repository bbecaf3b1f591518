import { queryOptions } from '@tanstack/react-query';
import type { StaffAccountWire, StaffPasswordLinkWire } from '@store/core/back-office/staff-admin-wire';
import { api } from './client';

export type StaffAccount = StaffAccountWire;
export type StaffPasswordLink = StaffPasswordLinkWire;

/** The request of a new account or of an access change. */
export interface StaffAccessRequest {
  role: StaffAccount['role'];
  brands: string[] | 'all';
}

/** Every staff account (owners only). */
export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => api<{ accounts: StaffAccount[] }>('/admin/staff', { signal }),
});

export const createStaff = (body: StaffAccessRequest & { email: string; name?: string }) =>
  api<StaffPasswordLink>('/admin/staff', { method: 'POST', body });

export const updateStaff = (id: string, body: StaffAccessRequest) =>
  api<StaffAccount>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** The row actions that need no body. */
export type StaffAction = 'disable' | 'enable' | 'reset-two-factor';

export const staffAction = (id: string, action: StaffAction) =>
  api<StaffAccount>(`/admin/staff/${encodeURIComponent(id)}/${action}`, { method: 'POST' });

export const newPasswordLink = (id: string) =>
  api<StaffPasswordLink>(`/admin/staff/${encodeURIComponent(id)}/password-link`, { method: 'POST' });
