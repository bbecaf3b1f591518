import { z } from 'zod';
import type { BrandKey } from '@store/core/brands';
import { BEACON_STEPS } from '@store/core/dashboard/funnel';
import { readJsonAtMost } from '../routing/read-body';
import { isSameOriginRequest } from '../routing/same-origin';
import type { FunnelBatcher } from './funnel-batcher';
import type { AddressLimiter } from './funnel-limit';

/** `{"step":"begin_checkout"}` is 25 bytes: anything much longer is not a beacon. */
export const MAX_FUNNEL_BEACON_BYTES = 64;

const beaconSchema = z.strictObject({ step: z.enum(BEACON_STEPS, { error: 'Unknown funnel step' }) });

const error = (status: number, code: string, message: string) =>
  Response.json({ status: 'error', code, message }, { status, headers: { 'cache-control': 'no-store' } });

export interface FunnelHandlerDeps {
  brandForHost: (host: string | null) => BrandKey | null;
  /** null without OPERATOR_SECRET: beacons are accepted and not counted. */
  batcher: FunnelBatcher | null;
  limiter: AddressLimiter;
}

/**
 * POST /api/funnel (the storefront's own pages, by navigator.sendBeacon): one funnel step a shopper's browser reached
 * (a product viewed, an add to cart, the checkout entered), counted in this process for the host's brand and the UTC
 * day, and sent to the API in batches. The body is the step only and checked strictly; the brand comes from the host;
 * the address limit keeps one client from adding more than a shopper could. Never slow: nothing here waits on the API.
 */
export async function answerFunnelBeacon(request: Request, deps: FunnelHandlerDeps): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return error(403, 'FORBIDDEN_ORIGIN', 'Cross-site requests are not allowed');
  const brand = deps.brandForHost(request.headers.get('host'));
  if (brand === null) return error(404, 'NOT_FOUND', 'No storefront is served at this host');
  const body = await readJsonAtMost(request, MAX_FUNNEL_BEACON_BYTES, '{"step": "..."}');
  if (!body.ok) return error(400, 'BAD_REQUEST', body.message);
  const parsed = beaconSchema.safeParse(body.value);
  if (!parsed.success) return error(400, 'BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid funnel step');
  // The storefront's server rewrote x-forwarded-for to the one client address it trusts (server/client-address.ts).
  const address = request.headers.get('x-forwarded-for') ?? 'unknown';
  if (!deps.limiter.take(address)) return error(429, 'RATE_LIMITED', 'Too many funnel steps from this address');
  deps.batcher?.add(brand, parsed.data.step);
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
