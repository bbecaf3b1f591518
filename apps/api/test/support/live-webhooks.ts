import { randomBytes, randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { jobs, orders, payments, paymentWebhookEvents } from '../../src/db/schema';
import { PAYMENT_JOB_TYPES } from '../../src/payments/webhooks/job-types';

/** What a webhook may change: the stored events, the queued settlings, the attempts and the orders. */
export async function webhookState(db: Database) {
  return {
    events: await db.select().from(paymentWebhookEvents).orderBy(asc(paymentWebhookEvents.eventId)),
    settleJobs: await db.select().from(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.settleWebhookEvent)).orderBy(asc(jobs.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    orders: (await db.select({ id: orders.id, status: orders.status }).from(orders)).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** The stored events of one event id, and the settle jobs queued for it. */
export async function eventRows(db: Database, eventId: string) {
  const events = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  const queued = (await db.select().from(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.settleWebhookEvent))).filter(
    (job) => job.payload.eventId === eventId,
  );
  return { events, queued };
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '',
];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** One hostile body: random bytes, broken JSON, deep nesting, NUL and lone surrogates, forms with odd fields. */
function fuzzBody(valid: string): string {
  switch (randomInt(9)) {
    case 0:
      return randomBytes(randomInt(1, 400)).toString('latin1');
    case 1:
      return valid.slice(0, randomInt(valid.length));
    case 2:
      return `${'['.repeat(2000)}${']'.repeat(2000)}`;
    case 3:
      return valid.replace(/"[^"]*"/, '"\u0000\ud800"');
    case 4:
      return `bt_signature=${encodeURIComponent(randomBytes(20).toString('hex'))}&bt_payload=${encodeURIComponent(randomBytes(60).toString('base64'))}`;
    case 5:
      return 'bt_signature=&bt_payload=%%%zz&bt_payload=x';
    case 6:
      return JSON.stringify({ id: randomBytes(8).toString('hex'), type: 'payment_intent.succeeded', data: { object: null } });
    case 7:
      return '';
    default:
      return valid;
  }
}

/** One hostile request for a webhook route: body, content type and signature header drawn at random. */
export function fuzzRequest(valid: string, signatures: readonly (string | undefined)[]) {
  return { body: fuzzBody(valid), contentType: pick(CONTENT_TYPES), signature: pick(signatures) };
}
