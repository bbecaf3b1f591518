import type { BrandKey } from '@store/core/brands';
import { env } from '../env';

/** Bodies larger than this are not a subscription (two fields and an id). */
export const MAX_SUBSCRIPTION_BODY_BYTES = 4096;

/**
 * POST /api/attentive: hands the body to the API's messaging hand-off (POST /messaging/subscriptions), which
 * validates it, checks the brand has messaging, rate-limits per client (the address the storefront server proves,
 * lib/api/client-address-headers.ts) and queues the delivery. The API's answer is
 * passed back as is (its envelope and status). The shopper's cookies go along, so the API takes the signed-in user id
 * from the session (externalIdentifiers.clientUserId is never the client's word).
 */
export async function forwardMessagingSubscription(
  brand: BrandKey,
  body: string,
  clientAddress: Record<string, string>,
  cookie: string | null = null,
): Promise<Response> {
  if (Buffer.byteLength(body) > MAX_SUBSCRIPTION_BODY_BYTES)
    return Response.json({ status: 'error', code: 'BAD_REQUEST', message: 'Request body too large' }, { status: 400 });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-brand': brand };
  Object.assign(headers, clientAddress);
  if (cookie) headers.cookie = cookie;
  let response: Response;
  try {
    response = await fetch(`${env().apiUrl}/messaging/subscriptions`, { method: 'POST', headers, body, cache: 'no-store' });
  } catch {
    return Response.json({ status: 'error', code: 'INTERNAL', message: 'Please try again later' }, { status: 502 });
  }
  const answer = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) answer.set('retry-after', retryAfter);
  return new Response(await response.text(), { status: response.status, headers: answer });
}
