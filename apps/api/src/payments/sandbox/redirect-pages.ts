import { formatMoney, type Currency } from '@store/core';
import type { LedgerRow } from './ledger';
import { escapeHtml } from './pages';
import type { RedirectSandboxSpec } from './redirect-provider';

/** The shopper's three answers on a redirect provider's page (Decline: the provider refuses, e.g. credit declined). */
export const REDIRECT_DECISIONS = ['approve', 'cancel', 'decline'] as const;
export type RedirectDecision = (typeof REDIRECT_DECISIONS)[number];

const BUTTONS: Record<RedirectDecision, string> = { approve: 'Approve', cancel: 'Cancel', decline: 'Decline' };

/**
 * A sandbox redirect provider's hosted page: the provider's name, the order's amount and its terms, and
 * three plain forms posting to the page itself (no script, so THREE_D_SECURE_CSP fits it as is).
 */
export function redirectProviderPage(spec: RedirectSandboxSpec, row: LedgerRow): string {
  const name = escapeHtml(spec.displayName);
  const amount = formatMoney({ amount: row.amount, currency: row.currency as Currency }, { cents: 'always' });
  const terms = spec.terms?.(row) ?? null;
  const id = encodeURIComponent(row.id);
  const forms = REDIRECT_DECISIONS.map(
    (decision) =>
      `<form method="post" action="${id}/${decision}"><button class="${decision}" type="submit">${BUTTONS[decision]}</button></form>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay with ${name} (sandbox)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111827}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1f2937;cursor:pointer;margin:0 .5rem .5rem 0;background:#fff;color:#111827}
.approve{background:#1f2937;color:#fff}form{display:inline}.terms{font-size:1.1rem}</style></head>
<body><main>
<h1>Pay with ${name}</h1>
<p>Sandbox ${name}: approve the payment of <strong>${escapeHtml(amount)}</strong> for your order.</p>
${terms === null ? '' : `<p class="terms">${escapeHtml(terms)}</p>\n`}<p>Decline answers as ${name} refusing the payment.</p>
${forms}
</main></body></html>`;
}
