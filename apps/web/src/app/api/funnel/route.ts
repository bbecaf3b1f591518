import { answerFunnelBeacon } from '../../../lib/analytics/funnel-handler';
import { funnelBatcher } from '../../../lib/analytics/funnel-batcher';
import { createAddressLimiter } from '../../../lib/analytics/funnel-limit';
import { processSingleton } from '../../../lib/counting/count-batcher';
import { channels } from '../../../lib/channels/served-channels';
import { env } from '../../../lib/env';

/** POST /api/funnel: a funnel step the shopper's browser reached, counted for the dashboard (the host's brand). */
export function POST(request: Request): Promise<Response> {
  const { apiUrl, operatorSecret } = env();
  return answerFunnelBeacon(request, {
    brandForHost: (host) => channels().brandForHost(host),
    batcher: funnelBatcher(apiUrl, operatorSecret),
    limiter: processSingleton('store.funnel-address-limiter', () => createAddressLimiter()),
  });
}
