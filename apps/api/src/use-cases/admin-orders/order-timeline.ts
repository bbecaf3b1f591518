import { formatMoney, type Currency } from '@store/core';
import type { TimelineEntryWire, TimelineKind } from '@store/core/back-office/admin-order-wire';
import type { OrderActivity } from '../../db/repositories/admin-orders';
import type { OrderRow } from '../../db/repositories/orders';

/** What staff read for an action of the audit log on an order (an action not listed reads as its own name). */
const STAFF_ACTION_TITLES: Readonly<Record<string, string>> = {
  'order.edit-address': 'Shipping address corrected',
  'order.resend-email': 'Order confirmation sent again',
  'order.refund': 'Refund made',
  'order.cancel': 'Order cancelled',
  'order.ship': 'Shipment recorded',
};

/** Job types as staff read them. */
const JOB_TITLES: Readonly<Record<string, string>> = {
  'email.order-confirmation': 'Order confirmation email',
  'recommendations.count-order': 'Recommendation signals',
  'payment.webhook': 'Webhook settlement',
};

/** The order of entries at the same instant: what caused what. */
const KIND_ORDER: readonly TimelineKind[] = [
  'order',
  'payment',
  'webhook',
  'refund',
  'shipment',
  'return',
  'staff',
  'job',
  'email',
];

type Entry = Omit<TimelineEntryWire, 'at'> & { at: Date };

/** One line of an address, for an address change's before and after. */
function addressLine(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const details = value as { firstName?: unknown; lastName?: unknown; address?: Record<string, unknown> };
  const a = details.address ?? {};
  const parts = [
    `${String(details.firstName ?? '')} ${String(details.lastName ?? '')}`.trim(),
    a.line1,
    a.line2,
    a.city,
    `${String(a.state ?? '')} ${String(a.zip ?? '')}`.trim(),
  ];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(', ');
}

/** An email template as staff read it: the confirmation, the confirmation sent again (`:resend:<n>`), or its name. */
function emailTitle(template: string): string {
  if (template === 'order-confirmation') return 'Order confirmation email sent';
  const resend = /^order-confirmation:resend:(\d+)$/.exec(template);
  if (resend) return `Order confirmation email sent again (${resend[1]})`;
  return `Email sent: ${template}`;
}

/**
 * The order's timeline, oldest first: it was placed, paid, cancelled; each payment attempt with its status and the
 * provider's message; the provider's webhook events; jobs run for it; emails sent; refunds, shipments and returns; and
 * every staff action the audit log holds on it, with the staff member's email as the actor. Entries of one instant keep
 * cause before effect (KIND_ORDER).
 */
export function orderTimeline(row: OrderRow, activity: OrderActivity): TimelineEntryWire[] {
  const currency: Currency = row.currency === 'CAD' ? 'CAD' : 'USD';
  const money = (amount: number) => formatMoney({ amount, currency }, { cents: 'always' });
  const provider = String((row.paymentDetails as { billingProvider?: unknown }).billingProvider ?? '');
  const entries: Entry[] = [
    {
      at: row.createdAt,
      kind: 'order',
      title: 'Order placed',
      detail: `${money(row.totalAmount)} by ${provider}`,
      actor: row.email,
    },
  ];
  if (row.paidAt)
    entries.push({ at: row.paidAt, kind: 'order', title: 'Order paid', detail: money(row.totalAmount), actor: null });
  if (row.cancelledAt) entries.push({ at: row.cancelledAt, kind: 'order', title: 'Order cancelled', detail: null, actor: null });
  for (const p of activity.payments)
    entries.push({
      at: p.createdAt,
      kind: 'payment',
      title: `Payment of ${money(p.amount)} with ${p.provider}: ${p.status.replace('_', ' ')}`,
      detail: p.message,
      actor: null,
    });
  for (const event of activity.webhookEvents)
    entries.push({
      at: event.receivedAt,
      kind: 'webhook',
      title: `Webhook ${event.type} from ${event.provider}`,
      detail: event.processedAt ? `Processed ${event.processedAt.toISOString()}` : 'Not processed yet',
      actor: null,
    });
  for (const job of activity.jobs)
    entries.push({
      at: job.createdAt,
      kind: 'job',
      title: `${JOB_TITLES[job.type] ?? job.type}: ${job.status}`,
      detail: job.lastError
        ? `${job.attempts} attempts, last error: ${job.lastError}`
        : job.attempts > 1
          ? `${job.attempts} attempts`
          : null,
      actor: null,
    });
  for (const email of activity.emails)
    entries.push({ at: email.sentAt, kind: 'email', title: emailTitle(email.template), detail: `To ${row.email}`, actor: null });
  for (const { refund, staffEmail } of activity.refunds)
    entries.push({
      at: refund.createdAt,
      kind: 'refund',
      title: `Refund of ${money(refund.amount)}: ${refund.status}`,
      detail: [refund.reason, refund.note, refund.message].filter(Boolean).join(' — ') || null,
      actor: staffEmail,
    });
  for (const { shipment, staffEmail } of activity.shipments) {
    const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
    entries.push({
      at: shipment.shippedAt,
      kind: 'shipment',
      title: `Shipped ${units} ${units === 1 ? 'item' : 'items'} by ${shipment.carrier}`,
      detail: `Tracking ${shipment.trackingNumber}`,
      actor: staffEmail,
    });
  }
  for (const r of activity.returns)
    entries.push({
      at: r.createdAt,
      kind: 'return',
      title: `Return of ${r.quantity} asked: ${r.status.replace('_', ' ')}`,
      detail: [r.reason, r.comment].filter(Boolean).join(' — ') || null,
      actor: r.openedBy === 'shopper' ? row.email : r.openedBy,
    });
  for (const entry of activity.audit) {
    const change =
      entry.action === 'order.edit-address' ? `${addressLine(entry.before) ?? '?'} → ${addressLine(entry.after) ?? '?'}` : null;
    entries.push({
      at: entry.at,
      kind: 'staff',
      title: STAFF_ACTION_TITLES[entry.action] ?? entry.action,
      detail: change,
      actor: entry.staffEmail,
    });
  }
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.at.getTime() - b.entry.at.getTime() ||
        KIND_ORDER.indexOf(a.entry.kind) - KIND_ORDER.indexOf(b.entry.kind) ||
        a.index - b.index,
    )
    .map(({ entry }) => ({ ...entry, at: entry.at.toISOString() }));
}
