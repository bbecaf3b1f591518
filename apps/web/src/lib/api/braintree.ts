import './zod-jitless';
import { clientTokenResultSchema } from '@store/core/payments/truemed';
import { browserRequest } from './browser-request';

/** GET /braintree/tokens: a client token for PayPal and PayPal Credit, bound to this brand and session. */
export async function fetchClientToken(): Promise<string> {
  return (await browserRequest('GET', '/braintree/tokens', clientTokenResultSchema)).clientToken;
}
