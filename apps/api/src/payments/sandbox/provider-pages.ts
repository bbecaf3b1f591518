import { formatMoney, type Currency } from '@store/core';

/** The sandbox PayPal page is a top-level page (never framed); its three forms post to itself. */
export const PAYPAL_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The sandbox Truemed page lives in the storefront's modal: it is reached through the storefront (`/api/sandbox/...`),
 * so 'self' in frame-ancestors is exactly the storefront's origin and no other site may frame it. No script; its
 * forms post to itself and return the top window to review.
 */
export const TRUEMED_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (row: { amount: number; currency: string }) =>
  escapeHtml(formatMoney({ amount: row.amount, currency: row.currency as Currency }, { cents: 'always' }));

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111827}
button{font:inherit;min-height:44px;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1f2937;cursor:pointer;margin:0 .5rem .5rem 0}
.approve{background:#1f2937;color:#fff}form{display:inline}.brand{font-weight:800;letter-spacing:.02em}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

const button = (action: string, label: string, primary = false, target = '') =>
  `<form method="post" action="${action}"${target}><button${primary ? ' class="approve"' : ''} type="submit">${label}</button></form>`;

/** The sandbox PayPal checkout for a CREATED PayPal order: Approve, Cancel or Decline (a refused payer). */
export function paypalPage(row: { id: string; provider: string; amount: number; currency: string }): string {
  const id = encodeURIComponent(row.id);
  const name = row.provider === 'paypalCredit' ? 'PayPal Credit' : 'PayPal';
  return page(
    `Pay with ${name} (sandbox)`,
    `<p class="brand">${name} <small>sandbox</small></p>
<h1>Pay with ${name}</h1>
<p>Approve the payment of <strong>${money(row)}</strong> to the store.</p>
${button(`${id}/approve`, 'Approve', true)}${button(`${id}/cancel`, 'Cancel')}${button(`${id}/decline`, 'Decline')}`,
  );
}

/**
 * The sandbox Truemed page for a session: once qualified (the answers of POST /truemed/sessions/{id}), Approve or
 * Cancel, both returning the top window (target=_top) to review; before that, only Cancel.
 */
export function truemedPage(row: { id: string; amount: number; currency: string; status: string }): string {
  const id = encodeURIComponent(row.id);
  const top = ' target="_top"';
  const approve = row.status === 'qualified' ? button(`${id}/approve`, 'Approve', true, top) : '';
  const note =
    row.status === 'qualified'
      ? `<p>Your answers qualify this order for payment with your HSA or FSA funds.</p>`
      : `<p>Answer the health-savings questions first.</p>`;
  return page(
    'Pay with Truemed (sandbox)',
    `<p class="brand">Truemed <small>sandbox</small></p>
<h1>Pay with HSA/FSA</h1>
<p>Amount: <strong>${money(row)}</strong></p>
${note}
${approve}${button(`${id}/cancel`, 'Cancel', false, top)}`,
  );
}

/** A provider page that cannot be answered any more (unknown, already answered). */
export function providerPageGone(): string {
  return page(
    'Payment not found',
    `<h1>This payment is no longer available</h1><p><a href="/checkout/review" target="_top">Back to checkout</a></p>`,
  );
}
