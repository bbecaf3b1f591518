import { z } from 'zod';

/**
 * The live Braintree variables (the braintree gateway's and PayPal's manifests name them): read by apps/api/src/env.ts,
 * used by payments/live/braintree-*.ts.
 */
export const braintreeEnvFields = {
  /** Live PayPal and PayPal Credit through Braintree: all three keys, or none. */
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('production'),
  /** Tests only: the Braintree SDK talks to this base URL (a local double) instead of Braintree's gateway. */
  BRAINTREE_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
  /** Braintree merchant account per currency, `USD:acct,CAD:acct`; a currency not listed uses the default account. */
  BRAINTREE_MERCHANT_ACCOUNTS: z
    .string()
    .default('')
    .refine((v) => v.split(',').every((pair) => pair.trim() === '' || /^[A-Z]{3}:\S+$/.test(pair.trim())), {
      message: 'must be CURRENCY:merchantAccountId pairs, comma separated (USD:acct1,CAD:acct2)',
    })
    .transform((v) =>
      Object.fromEntries(
        v
          .split(',')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => [pair.slice(0, 3), pair.slice(4)]),
      ),
    ),
};

/** The gateway's three keys are set together or not at all (a half-configured gateway is a mistake to stop on). */
export const BRAINTREE_KEYS_TOGETHER = ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const;
