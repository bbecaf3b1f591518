// The database's account of a `npm run test:scaleout` run: every completed checkout has exactly one paid order, no
// checkout has two orders, and every succeeded sandbox charge belongs to a paid order (and a paid order to one charge).
import { emailOf } from './shopper.mjs';

export async function accountOrders(sql, { completed, started }) {
  const violations = [];
  const orders = await sql`select id, email, status from orders`;
  const charges =
    await sql`select order_id, count(*)::int as n from sandbox_payment_intents where status = 'succeeded' group by order_id`;
  const byEmail = new Map();
  for (const o of orders) byEmail.set(o.email, [...(byEmail.get(o.email) ?? []), o]);
  const chargesOf = new Map(charges.map((c) => [c.order_id, c.n]));
  for (const n of completed) {
    const mine = byEmail.get(emailOf(n)) ?? [];
    if (mine.length !== 1) violations.push(`checkout ${n} completed with ${mine.length} orders`);
    else if (mine[0].status !== 'paid') violations.push(`checkout ${n}: order ${mine[0].id} is ${mine[0].status}`);
  }
  for (const [email, mine] of byEmail) if (mine.length > 1) violations.push(`${email}: ${mine.length} orders (doubled)`);
  const known = new Set(orders.map((o) => o.id));
  for (const c of charges) {
    if (!known.has(c.order_id)) violations.push(`charge without an order: ${c.order_id}`);
    if (c.n > 1) violations.push(`order ${c.order_id} charged ${c.n} times`);
  }
  const paid = orders.filter((o) => o.status === 'paid');
  for (const o of paid) if (!chargesOf.has(o.id)) violations.push(`order ${o.id} paid without a sandbox charge`);
  return {
    violations,
    figures: { started, completed: completed.length, orders: orders.length, paid: paid.length, charges: charges.length },
  };
}
