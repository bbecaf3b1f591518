import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../sandbox/ledger';
import type { RedirectLifecycle, RedirectOutcomes } from '../sandbox/redirect-provider';
import { REDIRECT_SANDBOXES } from './redirect-sandboxes';

const outcomes: RedirectOutcomes = {
  waiting: () => ({ status: 'requires_action', providerRef: 'pi_x', redirectUrl: '/page' }),
  charged: (row) => ({ status: 'succeeded', providerRef: row.id, amount: row.amount, currency: row.currency }),
  failed: (row, reason) => ({ status: 'failed', providerRef: row.id, reason }),
};

/** What the store makes of each step of a redirect payment, whatever the provider calls it. */
const EXPECTED: Record<keyof RedirectLifecycle, string> = {
  opened: 'requires_action',
  approved: 'requires_action',
  captured: 'succeeded',
  declined: 'failed:declined',
  cancelled: 'failed:cancelled',
  voided: 'failed:cancelled',
  refunded: 'failed:cancelled',
};

const row = (status: string) => ({ id: 'pi_x', amount: 129_900, currency: 'USD', status, details: {} }) as LedgerRow;

describe.each(Object.values(REDIRECT_SANDBOXES))('$provider maps its own statuses in one switch', (spec) => {
  it.each(Object.entries(EXPECTED))('%s', (step, expected) => {
    const status = spec.lifecycle[step as keyof RedirectLifecycle];
    const outcome = spec.outcomeOf(row(status), outcomes);
    expect(outcome.status === 'failed' ? `failed:${outcome.reason}` : outcome.status).toBe(expected);
  });

  it('only an approved payment waits to be captured: the approved status is its own', () => {
    const { approved, opened, captured } = spec.lifecycle;
    expect(new Set([approved, opened, captured]).size).toBe(3);
  });
});
