import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves the providers' browser-script doubles as their CDNs serve the real ones: the Stripe.js double at /v3/ (as
 * js.stripe.com/v3/), the braintree-web double at /bt/client.min.js and /bt/paypal-checkout.min.js (as
 * js.braintreegateway.com/web/<version>/js/...). Counts the requests per script: the storefront must fetch them only
 * on billing, only in live mode.
 */
export async function servePaymentScripts(): Promise<{
  stripeJsUrl: string;
  braintreeBase: string;
  requests: (path: string) => number;
  close(): Promise<void>;
}> {
  const stripe = readFileSync(new URL('./stripe-js-double.js', import.meta.url));
  const braintree = readFileSync(new URL('./braintree-web-double.js', import.meta.url));
  const scripts = new Map([
    ['/v3/', stripe],
    ['/bt/client.min.js', braintree],
    ['/bt/paypal-checkout.min.js', braintree],
  ]);
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const script = scripts.get(req.url ?? '');
    if (script === undefined) {
      res.writeHead(404).end();
      return;
    }
    counts.set(req.url!, (counts.get(req.url!) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    stripeJsUrl: `${origin}/v3/`,
    braintreeBase: `${origin}/bt/`,
    requests: (path) => counts.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
