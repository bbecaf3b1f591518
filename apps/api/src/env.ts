import path from 'node:path';
import { z } from 'zod';
import { BRAND_KEYS } from '@store/core';
import { DEFAULT_STOREFRONT_ORIGIN } from './accounts/account-links';
import { REPO_ROOT } from './paths';
import { PROVIDER_ENV_FIELDS, PROVIDER_ENV_SET_TOGETHER } from './payments/provider-env';

const envFields = z.object({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data', 'pglite')),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Product photos go to this S3-compatible bucket (every API process on every machine shares it); unset: a folder
   * beside the embedded database (DATABASE_DIR's parent /media, .data/media by default), one machine only.
   */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible service's URL (MinIO, Cloudflare R2, ...); unset: AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The bucket's key pair (set together); unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `1`: the bucket goes in the URL path, not the host name (most S3-compatible services need it). */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { error: 'must be 1 (or 0, unset)' }).default('0'),
  /** Key prefix in Redis, so several stores (or test runs) can share one server. */
  REDIS_PREFIX: z.string().min(1).default('store:'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DEFAULT_BRAND: z.enum(BRAND_KEYS).default('nestwood'),
  /**
   * `sandbox` (the default): local sandboxes take the payments (test cards, no money moves) and the sandbox's pages and
   * mailbox are served; `live`: only the live providers with keys. Under NODE_ENV=production sandbox payments need
   * ALLOW_SANDBOX_PAYMENTS=1 (sandboxPaymentsAtStart below).
   */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** `1`: a staging site may run sandbox payments under NODE_ENV=production (logged as a warning at start). */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1'], { error: 'must be 1 (or 0, unset)' }).default('0'),
  /** The live payment providers' variables (their folders' env.ts: STRIPE_*, BRAINTREE_*). */
  ...PROVIDER_ENV_FIELDS,
  /**
   * Signs the store's own webhook scheme (POST /payments/webhooks/{provider}, header webhook-signature: the sandbox
   * providers'). Unset: a secret generated once and kept in app_secrets, shared by every process on the database. Live
   * Stripe and Braintree webhooks use their own signatures (STRIPE_WEBHOOK_SECRET, the Braintree keys).
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where the sandbox providers send their webhooks, `/<provider>` appended; default http://127.0.0.1:<API_PORT>/payments/webhooks. */
  SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * A fault for the crash tests (docs/architecture.md "Exactly once"), honoured only in sandbox mode:
   * `hang-after-charge` holds every payment request after the provider charged, before the store writes the answer.
   */
  PAYMENTS_FAULT: z.enum(['hang-after-charge', 'slow-provider']).optional(),
  /**
   * After SIGTERM, how long GET /ready answers 503 while every other request is still served, before the process stops
   * listening: behind a load balancer, at least its health check's fall × interval (HAProxy `fall 3 inter 1s`: 4000), so
   * it takes the process out of rotation before a kept-alive connection can meet a closed socket. 0 without a balancer.
   */
  SHUTDOWN_UNREADY_MS: z.coerce.number().int().min(0).max(20_000).default(0),
  /** `off`: this API process runs no job worker (run src/worker/main.ts instead, e.g. to scale out). */
  WORKER: z.enum(['on', 'off']).default('on'),
  /**
   * Who prices sales tax: `sandbox` (the default, no network) uses the dated state and local rate tables of core;
   * `taxjar` asks TaxJar (needs TAXJAR_API_KEY), falling back to the sandbox estimate when TaxJar fails.
   */
  TAX_PROVIDER: z.enum(['sandbox', 'taxjar']).default('sandbox'),
  /** TaxJar's API token (TAX_PROVIDER=taxjar). */
  TAXJAR_API_KEY: z.string().min(1).optional(),
  /** Tests only: the TaxJar SDK talks to this base URL (a local double) instead of api.taxjar.com. */
  TAXJAR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sends emails through this SMTP server (smtp:// or smtps://); unset: kept in the sandbox mailbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Live messaging hand-off: both set, or the sandbox recorder is used. */
  ATTENTIVE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ATTENTIVE_API_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The operator secret of the cache clear (clearAllCache, POST /admin/cache/clear, header x-operator-secret);
   * unset: the endpoint does not exist. The storefront's revalidate route checks the same secret.
   */
  OPERATOR_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Every storefront process the cache clear must reach (their /api/revalidate), comma separated origins. */
  STOREFRONT_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** The storefront origin account emails link to (sign-in link, verification, reset); `{brand}` is the brand key. */
  STOREFRONT_ORIGIN: z
    .string()
    .refine((v) => /^https?:\/\/[^/]+$/.test(v.replace(/\/+$/, '')) && URL.canParse(v.replaceAll('{brand}', 'brand')), {
      message: 'must be an http(s) origin such as https://{brand}.example.com',
    })
    .default(DEFAULT_STOREFRONT_ORIGIN),
  /**
   * Origins allowed to send state-changing requests besides the channels' hosts and origins, comma separated exact
   * origins (https://checkout.example.com); *.localhost and loopback are always allowed.
   */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Where each brand is deployed (README "Channels file"): a JSON or YAML file; unset: the embedded default channels. */
  CHANNELS_FILE: z.string().min(1).optional(),
  /**
   * The secret the storefront signs the shopper's address with (X-Client-Address, core client-address-proof.ts); the
   * same value on every storefront and API process. Required when NODE_ENV=production (clientAddressSecret below); the
   * start scripts make one per run when it is unset. Without it every request counts as its connection's address.
   */
  CLIENT_ADDRESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  NODE_ENV: z.string().optional(),
  /**
   * `required`: every staff account signs in with a TOTP code (always so under NODE_ENV=production, whatever this
   * says); `optional` (the default elsewhere): a staff member may turn it on.
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).default('optional'),
  /**
   * Where the staff application is served (https://admin.example.com), for the set-password links `staff:add` prints;
   * unset: http://localhost:3001, its dev server.
   */
  ADMIN_ORIGIN: z
    .string()
    .refine((v) => /^https?:\/\/[^/]+$/.test(v.replace(/\/+$/, '')) && URL.canParse(v), {
      message: 'must be an http(s) origin such as https://admin.example.com',
    })
    .optional(),
});

/** Live payments and live tax: a half-configured provider is a mistake to stop on, not a provider to leave out quietly. */
const envSchema = envFields.superRefine((env, ctx) => {
  if (env.TAX_PROVIDER === 'taxjar' && !env.TAXJAR_API_KEY)
    ctx.addIssue({ code: 'custom', path: ['TAXJAR_API_KEY'], message: 'is required with TAX_PROVIDER=taxjar' });
  if (env.TAX_PROVIDER !== 'taxjar' && (env.TAXJAR_API_KEY || env.TAXJAR_API_URL))
    ctx.addIssue({
      code: 'custom',
      path: ['TAX_PROVIDER'],
      message: 'must be taxjar when TAXJAR_API_KEY or TAXJAR_API_URL is set (or unset them)',
    });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    });
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID))
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with S3_ENDPOINT or S3_ACCESS_KEY_ID' });
  if (env.PAYMENTS_MODE !== 'live') return;
  // STRIPE_RETURN_ORIGIN is needed only by a brand taking Stripe payments whose channel states no origin: checked with
  // the channels when the live providers are built (payments/live/stripe-accounts.ts).
  for (const names of PROVIDER_ENV_SET_TOGETHER) {
    const set = names.map((name) => Boolean(env[name]));
    if (set.some(Boolean) && !set.every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: [names[0]],
        message: `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are set together`,
      });
  }
});

export type Env = z.infer<typeof envSchema>;

/**
 * The sandbox mailbox is served only while emails are kept in it (no SMTP_URL) and payments are not live: a live store
 * must not show shoppers' emails on a public page.
 */
export const sandboxMailboxEnabled = (env: Pick<Env, 'SMTP_URL' | 'PAYMENTS_MODE'>): boolean =>
  !env.SMTP_URL && env.PAYMENTS_MODE !== 'live';

/**
 * CLIENT_ADDRESS_SECRET for the HTTP API. In production it is required: without it the API could not tell shoppers
 * apart behind the storefront (all would share its address), nor believe any forwarded address (any local process
 * could write one and reset every per-address limit).
 */
export function clientAddressSecret(env: Pick<Env, 'CLIENT_ADDRESS_SECRET' | 'NODE_ENV'>): string | undefined {
  if (env.CLIENT_ADDRESS_SECRET === undefined && env.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  CLIENT_ADDRESS_SECRET: is required when NODE_ENV=production (the storefront signs the shopper address with it: set the same value on both)',
    );
  return env.CLIENT_ADDRESS_SECRET;
}

/** The one line a production process refuses to start with when its payments would be the sandbox's. */
export const SANDBOX_PAYMENTS_REFUSAL =
  'Refusing to start: NODE_ENV=production with PAYMENTS_MODE=sandbox takes orders paid with test cards; set PAYMENTS_MODE=live with provider keys, or ALLOW_SANDBOX_PAYMENTS=1 for a staging site';

/** The warning a production process allowed to run sandbox payments logs at start. */
export const SANDBOX_PAYMENTS_WARNING =
  'Sandbox payments under NODE_ENV=production (ALLOW_SANDBOX_PAYMENTS=1): orders are paid with test cards and the sandbox pages are served; a staging site only';

/**
 * Whether this process may take payments the way it is configured. PAYMENTS_MODE defaults to the sandbox, which marks
 * orders paid with test card 4242: under NODE_ENV=production that is refused (a deploy that forgot PAYMENTS_MODE must
 * not open a shop that takes no money) unless ALLOW_SANDBOX_PAYMENTS=1 says it is a staging site. Answers the warning
 * to log at start (sandbox payments allowed in production), or null; throws SANDBOX_PAYMENTS_REFUSAL.
 */
export function sandboxPaymentsAtStart(env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_MODE' | 'ALLOW_SANDBOX_PAYMENTS'>): string | null {
  if (env.PAYMENTS_MODE !== 'sandbox' || env.NODE_ENV !== 'production') return null;
  if (env.ALLOW_SANDBOX_PAYMENTS !== '1') throw new Error(SANDBOX_PAYMENTS_REFUSAL);
  return SANDBOX_PAYMENTS_WARNING;
}

/** Parses the environment once at start-up; a bad value stops the process with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Whether staff accounts must sign in with a TOTP code: always under NODE_ENV=production, else as STAFF_TWO_FACTOR says. */
export function staffTwoFactorRequired(env: Pick<Env, 'NODE_ENV' | 'STAFF_TWO_FACTOR'>): boolean {
  return env.NODE_ENV === 'production' || env.STAFF_TWO_FACTOR === 'required';
}
