import { formatMoney, type Currency } from '@store/core';
import type { TimelineEntryWire, TimelineKind } from '@store/core/back-office/admin-order-wire';
import {
  emailName,
  jobWords,
  paymentAttemptLabel,
  providerLabel,
  refundReasonWords,
  refundWords,
  returnReasonWords,
  returnWords,
  shipmentWords,
  webhookWords,
} from '@store/core/back-office/timeline-words';
import type { OrderActivity } from '../../db/repositories/admin-orders';
import type { OrderRow } from '../../db/repositories/orders';

/** What staff read for an action of the audit log on an order (an action not listed reads as its own name). */
const STAFF_ACTION_TITLES: Readonly<Record<string, string>> = {
  'order.edit-address': 'Shipping address corrected',
  'order.resend-email': 'Order confirmation sent again',
  'order.refund': 'Refund made',
  'order.cancel': 'Order cancelled',
  'order.ship': 'Shipment recorded',
  'return.open': 'Return opened',
  'return.approve': 'Return approved',
  'return.refuse': 'Return refused',
  'return.pickup': 'Return pick-up scheduled',
  'return.receive': 'Return marked received',
  'return.refund': 'Return refunded',
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

/**
 * The order's timeline, oldest first, in words staff read (core's timeline-words: provider labels, carrier names,
 * email names, never a key): it was placed, paid, cancelled; each payment attempt with its status and the provider's
 * message; the provider's webhook events; jobs only when they failed or were retried (a job done first time is told
 * by its effect); emails sent; refunds, shipments and returns; and every staff action the audit log holds on it, with
 * the staff member's email as the actor. Entries of one instant keep cause before effect (KIND_ORDER).
 */
export function orderTimeline(row: OrderRow, activity: OrderActivity): TimelineEntryWire[] {
  const currency: Currency = row.currency === 'CAD' ? 'CAD' : 'USD';
  const money = (amount: number) => formatMoney({ amount, currency }, { cents: 'always' });
  const provider = providerLabel(String((row.paymentDetails as { billingProvider?: unknown }).billingProvider ?? ''));
  const entries: Entry[] = [
    {
      at: row.createdAt,
      kind: 'order',
      title: row.paidAt ? `Order placed, paid by ${provider}` : `Order placed, to pay by ${provider}`,
      detail: money(row.totalAmount),
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
      title: `Payment of ${money(p.amount)} by ${providerLabel(p.provider)}: ${paymentAttemptLabel(p.status)}`,
      detail: p.message,
      actor: null,
    });
  for (const event of activity.webhookEvents)
    entries.push({
      at: event.receivedAt,
      kind: 'webhook',
      ...webhookWords(event.type, event.provider, !!event.processedAt),
      actor: null,
    });
  for (const job of activity.jobs) {
    const words = jobWords(job);
    if (words) entries.push({ at: job.createdAt, kind: 'job', ...words, actor: null });
  }
  for (const email of activity.emails)
    entries.push({
      at: email.sentAt,
      kind: 'email',
      title: `${emailName(email.template)} sent to ${row.email}`,
      detail: null,
      actor: null,
    });
  for (const { refund, staffEmail } of activity.refunds)
    entries.push({
      at: refund.createdAt,
      kind: 'refund',
      title: `Refund of ${money(refund.amount)} ${refundWords(refund.status)}`,
      detail:
        [refund.reason ? refundReasonWords(refund.reason) : null, refund.note, refund.message].filter(Boolean).join(' — ') ||
        null,
      actor: staffEmail,
    });
  for (const { shipment, staffEmail } of activity.shipments) {
    const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
    entries.push({
      at: shipment.shippedAt,
      kind: 'shipment',
      title: shipmentWords(units, shipment.carrier, shipment.trackingNumber),
      detail: null,
      actor: staffEmail,
    });
  }
  for (const r of activity.returns)
    entries.push({
      at: r.createdAt,
      kind: 'return',
      title: `Return of ${r.quantity} ${r.quantity === 1 ? 'item' : 'items'} ${returnWords(r.status)}`,
      detail: [r.reason ? returnReasonWords(r.reason) : null, r.comment].filter(Boolean).join(' — ') || null,
      actor: r.openedBy === 'shopper' ? row.email : r.openedBy,
    });
  for (const entry of activity.audit) {
    const change =
      entry.action === 'order.edit-address' ? `${addressLine(entry.before) ?? '?'} → ${addressLine(entry.after) ?? '?'}` : null;
    entries.push({
      at: entry.at,
      kind: 'staff',
      title: Object.hasOwn(STAFF_ACTION_TITLES, entry.action) ? STAFF_ACTION_TITLES[entry.action]! : entry.action,
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
