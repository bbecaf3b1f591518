import type { CustomerSummaryWire } from '@store/core/back-office/admin-customer-wire';
import type { CustomerFacts, CustomerKey } from '../../db/repositories/admin-customers';

const same = (key: CustomerKey) => (row: { brand: string; email: string }) => row.brand === key.brand && row.email === key.email;

/**
 * A customer as the list shows them: the account's name, else the latest order's shipping name; orders counted in
 * every currency; spent per currency (captured totals less refunds), currencies in a fixed order.
 */
export function customerSummary(key: CustomerKey, facts: CustomerFacts): CustomerSummaryWire {
  const account = facts.accounts.find(same(key));
  const money = facts.money.filter(same(key));
  const last = money.reduce<Date | null>((latest, row) => (latest && latest > row.lastOrderAt ? latest : row.lastOrderAt), null);
  return {
    brand: key.brand,
    email: key.email,
    name: account?.name || facts.names.find(same(key))?.name || '',
    kind: account ? 'account' : 'guest',
    ordersCount: money.reduce((sum, row) => sum + row.count, 0),
    spent: money
      .map((row) => ({ currency: row.currency === 'CAD' ? ('CAD' as const) : ('USD' as const), amount: row.spent }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    lastOrderAt: last?.toISOString() ?? null,
  };
}
