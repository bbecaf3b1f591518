import { formatMoney, type Currency } from '@store/core';

/**
 * The hosted field is framed by the storefront page that shows it. It is reached through the storefront
 * (`/api/sandbox/...`), so the storefront's origin is this page's own: 'self' in frame-ancestors allows exactly the
 * storefront and no other site. Scripts only from the script file (no inline script), fetches only to its own origin.
 */
export const CARD_FIELD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The 3-D Secure page is a top-level page (never framed); its two forms post to itself. */
export const THREE_D_SECURE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;padding:3px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:transparent}
  .row{display:flex;gap:8px}.cell{flex:1;min-width:0}label{display:block;font-size:13px;font-weight:600;margin:0 0 2px}
  input{width:100%;font:inherit;padding:9px 10px;border:1px solid #9ca3af;border-radius:6px;background:#fff;color:#111827}
  input:focus{outline:2px solid #2563eb;outline-offset:1px}input[aria-invalid=true]{border-color:#b91c1c}
`;

/** The hosted card field: number, expiry and CVC, typed only here and sent only to the sandbox. */
export function cardFieldPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Card details (sandbox)</title><style>${STYLE}</style></head>
<body>
<div class="cell"><label for="number">Card number</label>
<input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"></div>
<div class="row" style="margin-top:8px">
<div class="cell"><label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"></div>
<div class="cell"><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"></div>
</div>
<script src="field.js"></script>
</body></html>`;
}

/** The sandbox bank's 3-D Secure page for 4000 0000 0000 3220: Approve or Cancel. */
export function threeDSecurePage(intent: { id: string; amount: number; currency: string; last4: string | null }): string {
  const amount = formatMoney({ amount: intent.amount, currency: intent.currency as Currency }, { cents: 'always' });
  const id = encodeURIComponent(intent.id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Approve your payment (sandbox 3-D Secure)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111827}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1f2937;cursor:pointer;margin-right:.5rem}
.approve{background:#1f2937;color:#fff}form{display:inline}</style></head>
<body><main>
<h1>Approve your payment</h1>
<p>Sandbox bank: confirm the payment of <strong>${escapeHtml(amount)}</strong> with the card ending in ${escapeHtml(intent.last4 ?? '')}.</p>
<form method="post" action="${id}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${id}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** The page for an intent that cannot be approved any more (unknown, already approved or cancelled). */
export function intentGonePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head>
<body><main><h1>This payment approval is no longer available</h1><p><a href="/checkout/review">Back to checkout</a></p></main></body></html>`;
}
