// The bookkeeping every drill and the soak check after the load: nothing half-written, every charge accounted.
const one = async (sql, query) => (await sql.unsafe(query))[0].n;

/**
 * Counts that must be 0 (`problems`) and the totals: orders without lines or totals, paid orders without exactly one
 * succeeded charge (sandbox intent) and one succeeded payment, charges without an order or on an unpaid order, and
 * completed checkouts (`completedIds`) whose order is not paid. A charge whose attempt is still `processing` is the
 * reconciliation's to settle (counted in totals.processing), not a problem.
 */
export async function checkLedger(sql, completedIds = []) {
  const problems = {
    'orders without lines or total': await one(
      sql,
      `select count(*)::int as n from orders where jsonb_array_length(coalesce(cart->'items', '[]')) = 0 or total_amount <= 0`,
    ),
    'paid orders without exactly one charge': await one(
      sql,
      `select count(*)::int as n from orders o where o.status = 'paid' and (select count(*) from sandbox_payment_intents i
         where i.order_id = o.id and i.status = 'succeeded') <> 1`,
    ),
    'paid orders without exactly one succeeded payment': await one(
      sql,
      `select count(*)::int as n from orders o where o.status = 'paid' and (select count(*) from payments p
         where p.order_id = o.id and p.status = 'succeeded') <> 1`,
    ),
    'charges without an order': await one(
      sql,
      `select count(*)::int as n from sandbox_payment_intents i where i.status = 'succeeded'
         and not exists (select 1 from orders o where o.id = i.order_id)`,
    ),
    'charges on an unpaid order': await one(
      sql,
      `select count(*)::int as n from sandbox_payment_intents i join orders o on o.id = i.order_id
         where i.status = 'succeeded' and o.status <> 'paid'
           and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'processing')`,
    ),
  };
  if (completedIds.length > 0) {
    const rows = await sql`select count(*)::int as n from orders where status = 'paid' and id = any(${completedIds})`;
    problems['completed checkouts without a paid order'] = completedIds.length - rows[0].n;
  }
  const totals = {
    orders: await one(sql, `select count(*)::int as n from orders`),
    paid: await one(sql, `select count(*)::int as n from orders where status = 'paid'`),
    charges: await one(sql, `select count(*)::int as n from sandbox_payment_intents where status = 'succeeded'`),
    processing: await one(sql, `select count(*)::int as n from payments where status = 'processing'`),
  };
  return { problems, totals, ok: Object.values(problems).every((n) => n === 0) };
}
