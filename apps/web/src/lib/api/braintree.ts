import './zod-jitless';
import { z } from 'zod';
import { browserRequest } from './browser-request';

const clientTokenSchema = z.object({ clientToken: z.string() });

/** SPEC §7 GET /braintree/tokens: a client token for PayPal and PayPal Credit, bound to this brand and session. */
export async function fetchClientToken(): Promise<string> {
  return (await browserRequest('GET', '/braintree/tokens', clientTokenSchema)).clientToken;
}
