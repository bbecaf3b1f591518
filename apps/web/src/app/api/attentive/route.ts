import { brandForHost } from '@store/core/brands';
import { env } from '../../../lib/env';
import { forwardMessagingSubscription, MAX_SUBSCRIPTION_BODY_BYTES } from '../../../lib/api/messaging';
import { isSameOriginRequest } from '../../../lib/routing/same-origin';

/**
 * SPEC §7 POST /api/attentive (internal): with SMS consent, the checkout sends the shopper's email and phone (and the
 * signed-in user id when there is one) for the messaging service. Same-origin only; the brand is the host's.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers))
    return Response.json(
      { status: 'error', code: 'FORBIDDEN_ORIGIN', message: 'Cross-site requests are not allowed' },
      { status: 403 },
    );
  // Refused before reading when the declared length is too much; a body without one is read only up to the limit.
  const body =
    Number(request.headers.get('content-length') ?? 0) > MAX_SUBSCRIPTION_BODY_BYTES
      ? null
      : await readAtMost(request, MAX_SUBSCRIPTION_BODY_BYTES);
  if (body === null)
    return Response.json({ status: 'error', code: 'BAD_REQUEST', message: 'Request body too large' }, { status: 400 });
  const brand = brandForHost(request.headers.get('host'), env().defaultBrand);
  return forwardMessagingSubscription(brand, body, request.headers.get('x-forwarded-for'), request.headers.get('cookie'));
}

/** The body as text, or null once it passes `limit` bytes (the stream is cancelled: a chunked flood is never buffered). */
async function readAtMost(request: Request, limit: number): Promise<string | null> {
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
