/** The payment engine's job types (src/jobs runs them; handlers in jobs/handlers/payment-jobs.ts). */
export const PAYMENT_JOB_TYPES = {
  /** A received provider webhook: settle the payment it names with the provider. */
  settleWebhookEvent: 'payment.webhook',
  /** The sandbox provider's outgoing webhook: POST a signed event to SANDBOX_WEBHOOK_URL. */
  deliverSandboxWebhook: 'payment.sandbox-webhook',
} as const;
