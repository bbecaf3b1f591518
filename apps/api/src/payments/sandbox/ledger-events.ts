import type { Db } from '../../db/repositories/carts';
import { enqueueJob } from '../../db/repositories/jobs';
import { randomBase62 } from '../../ids';
import { PAYMENT_JOB_TYPES } from '../webhooks/job-types';
import type { LedgerRow } from './ledger';

/** The event a sandbox provider sends when one of its payments changes status (the receiver's contract). */
export interface SandboxWebhookEvent {
  id: string;
  type: string;
  data: { providerRef: string; orderId: string };
}

/**
 * The sandbox providers' webhooks, in one place: openLedgerRow and moveLedgerRow call this after a row is opened or
 * changes status, refundLedgerPayment after a refund (`payment.refunded`), so every sandbox provider (card 3-D Secure,
 * redirect providers' hosted pages) sends one event per change without code of its own. The delivery is a queued job
 * (POST to SANDBOX_WEBHOOK_URL, signed, retried with back-off by the queue), as a real provider delivers after its own
 * commit.
 */
export async function recordLedgerEvent(db: Db, row: LedgerRow, type = `payment.${row.status}`): Promise<void> {
  const event: SandboxWebhookEvent = {
    id: `evt_${randomBase62(24)}`,
    type,
    data: { providerRef: row.id, orderId: row.orderId },
  };
  await enqueueJob(db, {
    type: PAYMENT_JOB_TYPES.deliverSandboxWebhook,
    key: `sandbox-webhook:${event.id}`,
    payload: { brand: row.brand, provider: row.provider, event: { ...event } },
  });
}
