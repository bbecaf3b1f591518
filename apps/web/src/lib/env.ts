import { isIP } from 'node:net';
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '@store/core/brands';
import { dyEnvironment, type DyEnvironment } from '@store/core/experiments/dy-defaults';

/**
 * The development default of EXPERIMENT_COOKIE_SECRET. The `vid` cookie only keeps a visitor in one variant
 * (a visitor can pick a variant with `?exp=` anyway), so a known default is harmless; set a secret in production so
 * ids cannot be minted to steer the split.
 */
export const DEV_EXPERIMENT_COOKIE_SECRET = 'dev-only-experiment-cookie-secret';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    API_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000')),
    DEFAULT_BRAND: z.preprocess(blankAsUndefined, z.enum(BRAND_KEYS).default('nestwood')),
    PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
    SITE_ORIGIN_TEMPLATE: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(
          /^https?:\/\/[^/]*\{brand\}[^/]*$/,
          'must look like http://{brand}.localhost:3000 (scheme, host with {brand}, no path)',
        )
        .optional(),
    ),
    /**
     * Where each brand is deployed (README "Channels file"): a JSON or YAML file, the same as the API's; unset: the
     * embedded default channels (every brand at `<key>.localhost` and `<key>.store.test`).
     */
    CHANNELS_FILE: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
    /** The operator secret of the cache clear (clearAllCache); the same value as the API's. Unset: /api/revalidate is a 404. */
    OPERATOR_SECRET: z.preprocess(blankAsUndefined, z.string().min(16).optional()),
    REVALIDATE_SECONDS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).default(300)),
    /**
     * `live` with the API's PAYMENTS_MODE=live: the storefront's live client pieces (Stripe card, PayPal button),
     * and nothing of the sandbox (no /api/sandbox route, no sandbox card field, wallet sheet or page).
     */
    PAYMENTS_MODE: z.preprocess(blankAsUndefined, z.enum(['sandbox', 'live']).default('sandbox')),
    /**
     * Where Braintree's hosted client scripts are (client.min.js, paypal-checkout.min.js under it), for the live PayPal
     * button; a directory URL ending in '/'. Tests point it at a local double; its origin joins the checkout pages' CSP.
     */
    BRAINTREE_JS_URL: z.preprocess(
      blankAsUndefined,
      z
        .url({ protocol: /^https?$/ })
        .refine((v) => v.endsWith('/'), 'must end with / (the directory of client.min.js and paypal-checkout.min.js)')
        .default('https://js.braintreegateway.com/web/3.111.0/js/'),
    ),
    /**
     * Live card payments: Stripe's publishable key (pk_live_... or pk_test_...) of the brands whose channel names none
     * of its own (`payments.<provider>.publishableKey`). Set it together with the API's PAYMENTS_MODE=live and
     * STRIPE_SECRET_KEY; unset, such a brand loads no Stripe code and its billing offers no card in live mode.
     */
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^pk_(live|test)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_live_... or pk_test_...)')
        .optional(),
    ),
    /** Where Stripe.js is loaded from (tests point it at a local double); its origin joins the checkout pages' CSP. */
    STRIPE_JS_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3/')),
    /** The HMAC-SHA256 key of the signed visitor cookie `vid` (experiments); a dev default when unset. */
    EXPERIMENT_COOKIE_SECRET: z.preprocess(blankAsUndefined, z.string().min(16).default(DEV_EXPERIMENT_COOKIE_SECRET)),
    /** The dynamic-yield service asked first by POST /api/dynamic-yield/flags; unset: the local registry answers. */
    DYNAMIC_YIELD_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** Development, staging or production: picks the default dynamic-yield strategies; unset: from NODE_ENV. */
    STORE_ENV: z.preprocess(blankAsUndefined, z.enum(['development', 'staging', 'production']).optional()),
    NODE_ENV: z.string().optional(),
    /**
     * After SIGTERM, how long GET /ready answers 503 while pages are still served, before the server stops listening:
     * behind a load balancer at least its health check's fall × interval (HAProxy `fall 3 inter 1s`: 4000). 0 without one.
     */
    SHUTDOWN_UNREADY_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(20_000).default(0)),
    /** Interface the storefront server listens on; all of them (IPv4 and IPv6) when unset. */
    WEB_HOST: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
    /**
     * The secret the storefront server signs the shopper's address with for the API (X-Client-Address, core
     * client-address-proof.ts); the same value as the API's. Required by the server in production
     * (requiredClientAddressSecret); the start scripts make one per run when it is unset.
     */
    CLIENT_ADDRESS_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * Load balancers in front of the storefront whose X-Forwarded-For is believed: addresses and CIDRs, comma
     * separated (`loopback` for a proxy on this host). None by default: the peer address is the shopper's.
     */
    WEB_TRUST_PROXY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        )
        .refine(
          (list) => list.every(isTrustEntry),
          'must be addresses or CIDRs, comma separated, or loopback/linklocal/uniquelocal',
        ),
    ),
  })
  .refine((data) => data.STRIPE_PUBLISHABLE_KEY === undefined || data.PAYMENTS_MODE === 'live', {
    path: ['STRIPE_PUBLISHABLE_KEY'],
    message: 'is used only with PAYMENTS_MODE=live (the sandbox API cannot charge a Stripe payment method)',
  });

/** An entry @fastify/proxy-addr understands: a named range, an IP address, or an address with a prefix length or mask. */
function isTrustEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', suffix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return suffix === undefined || /^\d{1,3}$/.test(suffix) || isIP(suffix) === 4;
}

export interface WebEnv {
  apiUrl: string;
  defaultBrand: BrandKey;
  /** Origin of a brand's storefront whose channel states none, `{brand}` replaced by the brand key. */
  siteOriginTemplate: string;
  /** CHANNELS_FILE: the channels file read at start (lib/channels); null: the default channels. */
  channelsFile: string | null;
  revalidateSeconds: number;
  /** OPERATOR_SECRET: /api/revalidate answers only to it. */
  operatorSecret: string | undefined;
  /** The storefront server's port and interface (apps/web/src/server/main.ts). */
  port: number;
  hostname: string | undefined;
  /** WEB_TRUST_PROXY: the load balancers whose X-Forwarded-For is believed; empty by default. */
  trustProxies: string[];
  /** CLIENT_ADDRESS_SECRET: signs the shopper's address for the API; null: no address is proven (the API sees ours). */
  clientAddressSecret: string | null;
  /** NODE_ENV as the process was started (production requires clientAddressSecret of the server). */
  nodeEnv: string | undefined;
  /** SHUTDOWN_UNREADY_MS: how long GET /ready answers 503 after SIGTERM before the server closes. */
  shutdownUnreadyMs: number;
  /** PAYMENTS_MODE: `sandbox` serves the sandbox's pages through /api/sandbox; `live` none of them. */
  paymentsMode: 'sandbox' | 'live';
  /**
   * Live card payments through Stripe Elements with STRIPE_PUBLISHABLE_KEY; null: the sandbox card field (sandbox mode),
   * no card (live). A brand whose channel names its own publishable key uses that instead (lib/payments/brand-payments.ts).
   */
  liveCard: LiveCardConfig | null;
  /** STRIPE_JS_URL: where Stripe.js is loaded from, for every brand's live card. */
  stripeJsUrl: string;
  /** Live PayPal through Braintree's client SDK (PAYMENTS_MODE=live); null: the sandbox PayPal flow. */
  livePaypal: LivePaypalConfig | null;
  /** The key of the signed visitor cookie, the dynamic-yield service (null: none) and the strategies' environment. */
  experimentCookieSecret: string;
  dynamicYieldUrl: string | null;
  dyEnvironment: DyEnvironment;
}

/** What billing's PayPal panel needs to get a nonce with Braintree's client SDK: where its hosted scripts are. */
export interface LivePaypalConfig {
  scriptBase: string;
}

/** What the billing step needs to take a card with Stripe.js: the publishable key and where the script is. */
export interface LiveCardConfig {
  publishableKey: string;
  scriptUrl: string;
}

/** The environment is parsed once with zod; a bad value stops the process with a clear message. */
export function parseEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid storefront environment: ${problems}`);
  }
  const data = parsed.data;
  return {
    apiUrl: data.API_URL.replace(/\/+$/, ''),
    defaultBrand: data.DEFAULT_BRAND,
    siteOriginTemplate: data.SITE_ORIGIN_TEMPLATE ?? `http://{brand}.localhost:${data.PORT ?? 3000}`,
    channelsFile: data.CHANNELS_FILE ?? null,
    revalidateSeconds: data.REVALIDATE_SECONDS,
    operatorSecret: data.OPERATOR_SECRET,
    port: data.PORT ?? 3000,
    hostname: data.WEB_HOST,
    trustProxies: data.WEB_TRUST_PROXY,
    clientAddressSecret: data.CLIENT_ADDRESS_SECRET ?? null,
    nodeEnv: data.NODE_ENV,
    shutdownUnreadyMs: data.SHUTDOWN_UNREADY_MS,
    paymentsMode: data.PAYMENTS_MODE,
    liveCard: data.STRIPE_PUBLISHABLE_KEY ? { publishableKey: data.STRIPE_PUBLISHABLE_KEY, scriptUrl: data.STRIPE_JS_URL } : null,
    stripeJsUrl: data.STRIPE_JS_URL,
    livePaypal: data.PAYMENTS_MODE === 'live' ? { scriptBase: data.BRAINTREE_JS_URL } : null,
    experimentCookieSecret: data.EXPERIMENT_COOKIE_SECRET,
    dynamicYieldUrl: data.DYNAMIC_YIELD_URL ?? null,
    dyEnvironment: dyEnvironment(data.STORE_ENV, data.NODE_ENV),
  };
}

/**
 * The storefront server's CLIENT_ADDRESS_SECRET. In production it is required: without it the API cannot tell shoppers
 * apart behind the storefront (every request would count as the storefront's own address). Checked when the server
 * starts, not at parse time, so `next build` needs no secret.
 */
export function requiredClientAddressSecret(webEnv: Pick<WebEnv, 'clientAddressSecret' | 'nodeEnv'>): string | null {
  if (webEnv.clientAddressSecret === null && webEnv.nodeEnv === 'production')
    throw new Error(
      'Invalid storefront environment: CLIENT_ADDRESS_SECRET: is required when NODE_ENV=production (the API believes the shopper address only when signed with it: set the same value on both)',
    );
  return webEnv.clientAddressSecret;
}

let cached: WebEnv | undefined;

/** The process environment, parsed on first use and then reused. */
export function env(): WebEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
