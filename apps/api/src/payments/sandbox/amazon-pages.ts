import { formatMoney, type Currency } from '@store/core';
import type { AmazonSessionRow } from './amazon-sessions';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} (sandbox Amazon Pay)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#0f1111}
header{background:#232f3e;color:#fff;padding:.6rem 1rem;border-radius:6px;font-weight:700}
fieldset{border:1px solid #d5d9d9;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}label{display:block;padding:.4rem 0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:20px;border:1px solid #a88734;cursor:pointer;margin:.25rem .5rem .25rem 0;min-height:44px}
.primary{background:#ffd814;border-color:#fcd200}form{display:inline}</style></head>
<body><header>amazon pay <small>(sandbox)</small></header><main>${body}</main></body></html>`;

/** Amazon's sandbox sign-in page: the sandbox buyer picks a shipping address (US, Canadian or none) and continues. */
export function amazonSignInPage(): string {
  return page(
    'Sign in with Amazon',
    `<h1>Sign in with Amazon</h1><p>Signed in as Sam Buyer (sandbox buyer).</p>
<form method="post" action="sign-in"><fieldset><legend>Shipping address</legend>
<label><input type="radio" name="address" value="us" checked> 500 Market St, Apt 4, San Francisco, CA 94105, United States</label>
<label><input type="radio" name="address" value="ca"> 100 Queen St W, Toronto, ON M5H 2N2, Canada</label>
<label><input type="radio" name="address" value="none"> No address</label>
</fieldset><button class="primary" type="submit">Continue</button></form>`,
  );
}

/** Amazon's sandbox payment page, once the store set payment details: Approve or Cancel the charge amount. */
export function amazonPaymentPage(session: Pick<AmazonSessionRow, 'chargeAmount' | 'currency'>): string {
  const amount = formatMoney(
    { amount: session.chargeAmount ?? 0, currency: (session.currency ?? 'USD') as Currency },
    { cents: 'always' },
  );
  return page(
    'Confirm your Amazon Pay payment',
    `<h1>Confirm your payment</h1><p>Pay <strong>${escapeHtml(amount)}</strong> with the Visa ending in 1111 on file with Amazon.</p>
<form method="post" action="pay/approve"><button class="primary" type="submit">Approve</button></form>
<form method="post" action="pay/cancel"><button type="submit">Cancel</button></form>`,
  );
}

/** A session the buyer can no longer act on (unknown, another browser's, completed or canceled). */
export function amazonSessionGonePage(): string {
  return page(
    'Checkout session not available',
    `<h1>This Amazon Pay session is no longer available</h1><p><a href="/checkout/shipping">Back to checkout</a></p>`,
  );
}
