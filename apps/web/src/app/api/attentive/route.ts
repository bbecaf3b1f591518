import { channels } from '../../../lib/channels/served-channels';
import { clientAddressHeaders } from '../../../lib/api/client-address-headers';
import { forwardMessagingSubscription, MAX_SUBSCRIPTION_BODY_BYTES } from '../../../lib/api/messaging';
import { readBodyAtMost } from '../../../lib/routing/read-body';
import { isSameOriginRequest } from '../../../lib/routing/same-origin';

/**
 * POST /api/attentive (internal): with SMS consent, the checkout sends the shopper's email and phone (and the
 * signed-in user id when there is one) for the messaging service. Same-origin only; the brand is the host's.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers))
    return Response.json(
      { status: 'error', code: 'FORBIDDEN_ORIGIN', message: 'Cross-site requests are not allowed' },
      { status: 403 },
    );
  const body = await readBodyAtMost(request, MAX_SUBSCRIPTION_BODY_BYTES);
  if (body === null)
    return Response.json({ status: 'error', code: 'BAD_REQUEST', message: 'Request body too large' }, { status: 400 });
  const brand = channels().brandForHost(request.headers.get('host'));
  if (brand === null)
    return Response.json(
      { status: 'error', code: 'NOT_FOUND', message: 'No storefront is served at this host' },
      { status: 404 },
    );
  return forwardMessagingSubscription(brand, body, clientAddressHeaders(request.headers), request.headers.get('cookie'));
}
