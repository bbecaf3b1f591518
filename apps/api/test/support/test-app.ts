import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BrandKey, Product, UpsellItem } from '@store/core';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { CatalogSection } from '@store/core/catalog-file/sections';
import { replaceCatalog } from '../../src/db/repositories/products';
import { replaceUpsells } from '../../src/db/repositories/upsells';
import { coupons as couponTable } from '../../src/db/schema';
import type { TestCoupon } from './factories';
import { importDemo } from './demo-data';
import { openTestDatabase } from './test-database';
import { memoryStores } from '../../src/stores/memory';
import type { Stores } from '../../src/stores';
import { loadSessionKey } from '../../src/db/repositories/app-secrets';
import type { PaymentProviders } from '../../src/payments/registry';
import type { TaxProvider } from '../../src/tax/provider';
import type { WebhookVerifiers } from '../../src/payments/webhooks/verifier';
import type { ObjectStore } from '../../src/media/object-store/object-store';
import type { PasswordHasher } from '../../src/accounts/auth';
import { authsHashingWith, testPasswordHasher } from './password-hasher';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * 'catalog': the demo store's catalogue (demo/<brand>/catalog.json: products and upsell offers), imported through the
   * catalogue importer; a map: factory products per brand. Nothing by default.
   */
  seed?: 'catalog' | Partial<Record<BrandKey, Product[]>>;
  /** The brands whose demo data is imported (seed 'catalog', reviews, coupons 'demo'); every brand by default. */
  brands?: readonly BrandKey[];
  /** Also the demo reviews and albums (demo/<brand>/reviews.json: about two seconds for every brand, so opt-in). */
  reviews?: boolean;
  /** Factory upsell offers per brand (gifts with purchase come from these); none unless seed is 'catalog'. */
  upsells?: Partial<Record<BrandKey, UpsellItem[]>>;
  /** 'demo': the demo store's coupons (demo/<brand>/coupons.json); a map: factory coupons per brand. None by default. */
  coupons?: 'demo' | Partial<Record<BrandKey, Array<Omit<TestCoupon, 'brand'>>>>;
  allowedOrigins?: string[];
  /** The channels (a registry read from a channels file); the default channels by default. */
  channels?: ChannelRegistry;
  /** Shared stores (e.g. one Redis for two apps); in-process by default. */
  stores?: Stores;
  now?: () => Date;
  /** PAYMENTS_MODE: `live` registers nothing of the sandbox; `sandbox` by default. Pair `live` with live `payments`. */
  paymentsMode?: 'sandbox' | 'live';
  /** Serves the sandbox mailbox (on by default, as in the default mode). */
  sandboxMailbox?: boolean;
  /** The payment providers (live adapters on local doubles); the sandbox ones by default. */
  payments?: (db: Database) => PaymentProviders;
  /** Live mode's Braintree client tokens (GET /braintree/tokens); the sandbox's signed token by default. */
  braintreeClientToken?: (currency: string, brand: string) => Promise<string>;
  /** Live mode's webhook secrets the channels name (LiveProviders.channelWebhookSecret); none by default. */
  channelWebhookSecret?: (brand: string, provider: string) => string | undefined;
  /** Live mode's gateway webhooks (LiveProviders.webhookVerifiers: POST /payments/webhooks/stripe, /braintree); none by default. */
  webhookVerifiers?: WebhookVerifiers;
  /** Whether the process has been told to stop (GET /ready then answers 503). */
  draining?: () => boolean;
  /** The tax provider (the live adapter on a local double); the sandbox table by default. */
  tax?: TaxProvider;
  /** CLIENT_ADDRESS_SECRET: a signed X-Client-Address is then believed; none by default (the connection's address). */
  clientAddressSecret?: string;
  /** OPERATOR_SECRET and STOREFRONT_URLS: the storefronts told to revalidate (a local double); none by default. */
  operatorSecret?: string;
  storefrontUrls?: string[];
  /** Every staff account must sign in with a TOTP code (STAFF_TWO_FACTOR=required, or production); off by default. */
  staffTwoFactorRequired?: boolean;
  /** Where product photos are kept (a temporary folder, the S3 double); the default folder by default. */
  objectStore?: ObjectStore;
  /**
   * How shoppers' and staff's passwords are hashed: a salted SHA-256 by default (testPasswordHasher: scrypt's cost on
   * every sign-in is not what these tests prove), 'scrypt' for better-auth's own, as production has it.
   */
  passwordHasher?: PasswordHasher | 'scrypt';
  /**
   * How long a payment waits for its provider, how often an Idempotency-Key claim is renewed and how long a retry with
   * the key waits for the first request; production's by default.
   */
  providerCallBudgetMs?: number;
  claimRenewMs?: number;
  idempotencyWaitMs?: number;
  /**
   * The floor of the accounts' "check your email" answers: none by default (a file signs up dozens of shoppers, and
   * 350 ms of waiting each proves nothing there); `accounts-security.test.ts` times the production floor.
   */
  accountResponseFloorMs?: number;
}

/** An app on a fresh database for one test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  if (options.seed && options.seed !== 'catalog')
    for (const [brand, products] of Object.entries(options.seed))
      await replaceCatalog(handle.db, brand as BrandKey, products ?? []);
  await importDemo(handle.db, demoSections(options), options.brands);
  for (const [brand, items] of Object.entries(options.upsells ?? {}))
    await replaceUpsells(handle.db, brand as BrandKey, items ?? []);
  if (options.coupons && options.coupons !== 'demo')
    for (const [brand, rows] of Object.entries(options.coupons))
      if (rows?.length) await handle.db.insert(couponTable).values(rows.map((row) => ({ ...row, brand })));
  const passwordHasher = options.passwordHasher === 'scrypt' ? undefined : (options.passwordHasher ?? testPasswordHasher);
  const app = await buildApp({
    db: handle.db,
    stores: options.stores ?? memoryStores(),
    now: options.now ?? (() => new Date()),
    sessionKey: await loadSessionKey(handle.db),
    defaultBrand: 'nestwood',
    allowedOrigins: options.allowedOrigins ?? [],
    channels: options.channels,
    paymentsMode: options.paymentsMode,
    sandboxMailbox: options.sandboxMailbox ?? true,
    payments: options.payments?.(handle.db),
    braintreeClientToken: options.braintreeClientToken,
    channelWebhookSecret: options.channelWebhookSecret,
    webhookVerifiers: options.webhookVerifiers,
    draining: options.draining,
    tax: options.tax,
    clientAddressSecret: options.clientAddressSecret,
    operatorSecret: options.operatorSecret,
    storefrontUrls: options.storefrontUrls,
    staffTwoFactorRequired: options.staffTwoFactorRequired,
    objectStore: options.objectStore,
    ...authsHashingWith(handle.db, passwordHasher, options.allowedOrigins),
    providerCallBudgetMs: options.providerCallBudgetMs,
    claimRenewMs: options.claimRenewMs,
    idempotencyWaitMs: options.idempotencyWaitMs,
    accountResponseFloorMs: options.accountResponseFloorMs ?? 0,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** The demo store's sections the options ask for. */
function demoSections(options: TestAppOptions): CatalogSection[] {
  return [
    ...(options.seed === 'catalog' ? (['products', 'upsells'] as const) : []),
    ...(options.reviews ? (['reviews', 'reviewAlbums'] as const) : []),
    ...(options.coupons === 'demo' ? (['coupons'] as const) : []),
  ];
}

/** One app for the whole test file: created before its first test, closed after its last (fields set in beforeAll). */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/** A logger that drops everything (workers under test). */
export const quietLog = { info: () => undefined, error: () => undefined };
