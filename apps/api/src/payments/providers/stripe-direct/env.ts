import { z } from 'zod';

/**
 * The live Stripe variables (the card providers' manifests name them): read by apps/api/src/env.ts, used by
 * payments/live/stripe-*.ts. All optional: a process without STRIPE_SECRET_KEY offers no live card.
 */
export const stripeEnvFields = {
  /**
   * Live card payments (stripeDirect, stripeCanada) through Stripe: the secret key (sk_live_..., or sk_test_...) of the
   * brands whose channel names none of its own (`payments.<provider>.secretKeyEnv`, README "Channels file").
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Where Stripe returns the shopper after 3-D Secure, absolute; `{brand}` is replaced by the brand key. Used for a brand
   * whose channel states no origin or returnOrigin, and required when such a brand takes Stripe payments.
   */
  STRIPE_RETURN_ORIGIN: z
    .string()
    .refine((v) => /^https?:\/\/[^/]+$/.test(v.replace(/\/+$/, '')) && URL.canParse(v.replaceAll('{brand}', 'brand')), {
      message: 'must be an http(s) origin such as https://{brand}.example.com',
    })
    .optional(),
  /** Tests only: the SDK talks to this base URL (a local double) instead of api.stripe.com. */
  STRIPE_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The Stripe payment method configuration of this deployment (`pmc_...`): QA and production each have their own in
   * Stripe's dashboard, naming the payment methods that account offers. Unset: the account's default configuration.
   */
  STRIPE_PAYMENT_METHOD_CONFIGURATION: z
    .string()
    .regex(/^pmc_[A-Za-z0-9]{1,64}$/, 'must be a Stripe payment method configuration id (pmc_...)')
    .optional(),
  /**
   * The signing secret of the Stripe webhook endpoint (`whsec_...`, POST /payments/webhooks/stripe) for the brands whose
   * channel names none of its own (`payments.<provider>.webhookSecretEnv`); `stripe listen` prints one for a local run.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
};
