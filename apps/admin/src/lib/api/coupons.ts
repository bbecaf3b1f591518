import { queryOptions } from '@tanstack/react-query';
import type { CouponStatus } from '@store/core/coupons/coupon-rules';
import type { AdminCoupon, CouponDetail, CouponRedemption, CouponRules } from '@store/core/coupons/coupon-wire';
import { api } from './client';

export type { AdminCoupon, CouponDetail, CouponRedemption, CouponRules, CouponStatus };

export interface CouponListFilter {
  brand?: string;
  status?: CouponStatus;
  q?: string;
}

export const couponsQuery = (filter: CouponListFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return queryOptions({
    queryKey: ['coupons', 'list', filter],
    queryFn: ({ signal }) => api<{ coupons: AdminCoupon[] }>(`/admin/coupons?${params}`, { signal }),
  });
};

const couponPath = (brand: string, code: string) => `/admin/coupons/${encodeURIComponent(brand)}/${encodeURIComponent(code)}`;

export const couponQuery = (brand: string, code: string) =>
  queryOptions({
    queryKey: ['coupons', 'one', brand, code],
    queryFn: ({ signal }) => api<CouponDetail>(couponPath(brand, code), { signal }),
  });

export const createCoupon = (brand: string, coupon: CouponRules, idempotencyKey: string) =>
  api<AdminCoupon>('/admin/coupons', { method: 'POST', body: { brand, coupon }, idempotencyKey });

export const editCoupon = (brand: string, code: string, version: number, coupon: CouponRules, idempotencyKey: string) =>
  api<AdminCoupon>(couponPath(brand, code), { method: 'PUT', body: { version, coupon }, idempotencyKey });

export type CouponStateChange = 'pause' | 'resume' | 'expire';

export const changeCouponState = (
  brand: string,
  code: string,
  change: CouponStateChange,
  version: number,
  idempotencyKey: string,
) => api<AdminCoupon>(`${couponPath(brand, code)}/${change}`, { method: 'POST', body: { version }, idempotencyKey });
