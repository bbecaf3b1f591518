import type { BrandConfig, BrandKey } from '@store/core';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import type { Database } from './db/client';
import type { Stores } from './stores';
import type { PaymentProviders } from './payments/registry';
import type { AccountAuth } from './accounts/auth';
import type { TaxProvider } from './tax/provider';
import type { WebhookVerifiers } from './payments/webhooks/verifier';
import type { StaffAuth } from './staff/staff-auth';
import type { ObjectStore } from './media/object-store/object-store';

/** What every use case receives first: the brand the request belongs to, and where it comes from. */
export interface RequestContext {
  brand: BrandKey;
  /** The brand as its channel serves it (its providers and status). */
  brandConfig: BrandConfig;
  /** The shopper's address as the storefront proves it (plugins/client-address.ts), else the connection's; keys per-client limits. */
  clientAddress: string;
}

/** The composition root's wiring, passed explicitly; no container, no locator. */
export interface Deps {
  db: Database;
  stores: Stores;
  defaultBrand: BrandKey;
  /** ALLOWED_ORIGINS: origins the origin guard accepts besides the channels' hosts and origins. */
  allowedOrigins: readonly string[];
  /** The channels read at start (CHANNELS_FILE, else the default ones): brand by host, served config, origins. */
  channels: ChannelRegistry;
  now: () => Date;
  /**
   * How long a payment request waits for the provider before answering "being processed" (PROVIDER_CALL_BUDGET_MS
   * unless given; a test of a slow provider shortens it, with the provider's delay, to keep their ratio in less time).
   */
  providerCallBudgetMs?: number;
  /** How often a request holding an Idempotency-Key renews its claim (CLAIM_RENEW_MS unless given; tests shorten it). */
  claimRenewMs?: number;
  /**
   * How long a retry with an Idempotency-Key waits for the first request with it before answering 409
   * (WAIT_FOR_FIRST_MS unless given; tests shorten it).
   */
  idempotencyWaitMs?: number;
  /**
   * How long the answers that must not tell a known email from an unknown one take at least (sign-up, sign-in link,
   * password reset): ACCOUNT_RESPONSE_FLOOR_MS unless given; tests that do not time them shorten it.
   */
  accountResponseFloorMs?: number;
  /**
   * CLIENT_ADDRESS_SECRET, shared with the storefront: an X-Client-Address signed with it is the shopper's address.
   * Unset (tests, a bare API): the connection's address is always used.
   */
  clientAddressSecret?: string;
  /** Signs the session cookie; from app_secrets, so every process on one database shares it (db/repositories/app-secrets.ts). */
  sessionKey: string;
  /** The payment providers of this process (payments/registry.ts): sandbox ones by default, live ones with keys. */
  payments: PaymentProviders;
  /** Prices the sales tax of a cart with a shipping address (tax/provider.ts): the sandbox table by default, TaxJar with its key. */
  tax: TaxProvider;
  /** better-auth per brand (accounts/auth.ts); built by buildApp from the database unless given. */
  accountAuth: AccountAuth;
  /** better-auth for staff accounts (staff/staff-auth.ts), apart from shoppers'; built by buildApp unless given. */
  staffAuth: StaffAuth;
  /**
   * Every staff account must sign in with a TOTP code (NODE_ENV=production, or STAFF_TWO_FACTOR=required): an account
   * without two-factor set up reaches only its own security routes until it sets it up.
   */
  staffTwoFactorRequired: boolean;
  /** Where product photos and their variants are kept (S3_BUCKET, else .data/media); built by buildApp unless given. */
  objectStore: ObjectStore;
  /** ADMIN_ORIGIN: where the staff application runs, for the set-password links it hands out; unset: its dev server. */
  adminOrigin?: string;
  /**
   * PAYMENTS_MODE=live with Braintree keys: GET /braintree/tokens issues Braintree's client token (else the sandbox's),
   * for the merchant account of the brand (its channel's, else its currency's).
   */
  braintreeClientToken?: (currency: string, brand: string) => Promise<string>;
  /** The provider webhooks' signing secret (payments/webhooks/secret.ts); unset: generated and kept in app_secrets. */
  webhookSecret?: () => Promise<string>;
  /**
   * Live mode: the webhook secret a brand's channel names for a provider (`payments.<provider>.webhookSecretEnv`),
   * checked before webhookSecret; undefined: the brand's webhooks are signed with webhookSecret.
   */
  channelWebhookSecret?: (brand: string, provider: string) => string | undefined;
  /**
   * Live mode: the gateways' own webhooks by path segment (POST /payments/webhooks/stripe, /braintree), each verified
   * as its gateway signs (payments/live/stripe-webhook.ts, braintree-webhook.ts); none in sandbox mode.
   */
  webhookVerifiers?: WebhookVerifiers;
  /** Polls the job queue now: called after a transaction that enqueued a job commits (the in-process worker). */
  wakeJobs?: () => void;
  /** True once the process has been told to stop (SIGTERM): GET /ready answers 503 so a balancer stops sending traffic. */
  draining?: () => boolean;
  /**
   * PAYMENTS_MODE. `sandbox`: the sandbox's own endpoints exist (its card field, tokens, 3-D Secure, redirect and wallet
   * pages, the mailbox) and so do the sandbox-backed Amazon Pay and Truemed session calls; `live`: none of them is
   * registered (404), nothing of the sandbox is reachable.
   */
  paymentsMode: 'sandbox' | 'live';
  /** Serves GET /sandbox/mailbox (docs/architecture.md "Jobs, outbox and email": off in live mode). */
  sandboxMailbox?: boolean;
  /** OPERATOR_SECRET: the operator's cache clear exists only when it is set. */
  operatorSecret?: string;
  /** STOREFRONT_URLS: the storefront processes whose cached pages the cache clear revalidates. */
  storefrontUrls?: readonly string[];
}
