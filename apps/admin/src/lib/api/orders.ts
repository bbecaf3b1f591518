import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ordersApiQuery, type OrderSearch } from '../../features/orders/order-search';
import { api } from './client';
import type { OrderAddress, OrderDetail, OrderPage, OrderRefund, OrderShipment, OrderWithTimeline } from './types';

/** The orders list for a search, page by page (keyset: each page names the next one's cursor). */
export const ordersQuery = (search: OrderSearch) =>
  infiniteQueryOptions({
    queryKey: ['orders', search],
    queryFn: ({ pageParam, signal }) => api<OrderPage>(`/admin/orders?${ordersApiQuery(search, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One order with everything that happened to it. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: ({ signal }) => api<OrderWithTimeline>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });

const orderPath = (id: string, rest: string) => `/admin/orders/${encodeURIComponent(id)}/${rest}`;

export interface RefundRequest {
  amount?: number;
  lines?: Array<{ itemIdentifier: string; quantity: number }>;
  reason: string;
  note?: string;
}

export const refundOrder = (id: string, body: RefundRequest, idempotencyKey: string) =>
  api<{ refund: OrderRefund; order: OrderDetail }>(orderPath(id, 'refunds'), { method: 'POST', body, idempotencyKey });

export const cancelOrder = (id: string, reason: string, idempotencyKey: string) =>
  api<{ order: OrderDetail }>(orderPath(id, 'cancel'), { method: 'POST', body: { reason }, idempotencyKey });

export const shipOrder = (
  id: string,
  body: { carrier: string; trackingNumber: string; lines: Array<{ itemIdentifier: string; quantity: number }> },
  idempotencyKey: string,
) => api<{ shipment: OrderShipment; order: OrderDetail }>(orderPath(id, 'shipments'), { method: 'POST', body, idempotencyKey });

export const updateShippingAddress = (id: string, address: OrderAddress) =>
  api<{ order: OrderDetail }>(orderPath(id, 'shipping-address'), { method: 'PUT', body: address });

export const resendConfirmation = (id: string) =>
  api<Record<string, never>>(orderPath(id, 'confirmation-email'), { method: 'POST', body: {} });
