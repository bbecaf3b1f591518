import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { SignInAnswer, StaffMe, TwoFactorSetup } from './types';

/** The signed-in staff member (401 `not-signed-in` without a session). */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api<StaffMe>('/admin/auth/me', { signal }),
  staleTime: 60_000,
  retry: false,
});

export const signIn = (body: { email: string; password: string }) =>
  api<SignInAnswer>('/admin/auth/sign-in', { method: 'POST', body });

export const submitTwoFactorCode = (code: string) =>
  api<{ staff: StaffMe }>('/admin/auth/two-factor', { method: 'POST', body: { code } });

export const signOut = () => api<Record<string, never>>('/admin/auth/sign-out', { method: 'POST', body: {} });

export const setUpTwoFactor = (password: string) =>
  api<TwoFactorSetup>('/admin/auth/two-factor/setup', { method: 'POST', body: { password } });

export const enableTwoFactor = (code: string) =>
  api<StaffMe>('/admin/auth/two-factor/enable', { method: 'POST', body: { code } });

export const setPassword = (body: { token: string; password: string }) =>
  api<unknown>('/admin/auth/set-password', { method: 'POST', body });
