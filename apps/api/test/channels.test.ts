import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_JOB } from '../src/accounts/account-emails';
import { channelRegistryFromEnv } from '../src/channels/read-channels';
import { recordEvent } from '../src/db/repositories/carts';
import { mailMessages } from '../src/db/schema';
import { sandboxMailTransport } from '../src/email/transport';
import { jobHandlers } from '../src/jobs/handlers';
import { createJobWorker } from '../src/jobs/runtime';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import { liveProvidersFromEnv } from '../src/payments/live/live-providers';
import { isAllowedOrigin } from '../src/plugins/origin-guard';
import { REPO_ROOT } from '../src/paths';
import { makeProduct } from './support/factories';
import { insertPaidOrder } from './support/order-row';
import { startStripeDouble, type StripeDouble } from './support/stripe-double';
import { createTestApp, quietLog, type TestApp } from './support/test-app';

/**
 * A channels file serves nestwood at shop.example.test and cloverlane at boutique.example.test, each on its own https
 * origin; no other brand is served. The API picks the brand by host (without x-brand), accepts those origins, keeps
 * each host's cart to its brand, links emails and returns payments to the channel's origin.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'channels-'));
const CHANNELS_FILE = path.join(dir, 'channels.json');
writeFileSync(
  CHANNELS_FILE,
  JSON.stringify({
    channels: [
      {
        brand: 'nestwood',
        hosts: ['shop.example.test'],
        origin: 'https://shop.example.test',
        currency: 'USD',
        country: 'US',
        status: 'active',
      },
      {
        brand: 'cloverlane',
        hosts: ['boutique.example.test'],
        origin: 'https://boutique.example.test',
        currency: 'USD',
        country: 'US',
        status: 'active',
      },
    ],
  }),
);
const channels = channelRegistryFromEnv({
  CHANNELS_FILE,
  DEFAULT_BRAND: 'nestwood',
  STOREFRONT_ORIGIN: 'http://{brand}.localhost:3000',
});

const nestwoodBed = makeProduct({ id: 'nestwood-bed', name: 'nestwood-bed' });
const cloverlaneBed = makeProduct({ id: 'cloverlane-bed', name: 'cloverlane-bed' });
const queen = (productID: string) => ({ productID, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ channels, seed: { nestwood: [nestwoodBed], cloverlane: [cloverlaneBed] } });
});
afterAll(() => t.close());

/** A request as a browser on `host` sends it: the host, and no x-brand (the storefront's proxy would add one). */
const onHost = (host: string, method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      host,
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: `https://${host}` }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('a channels file: the brand by host', () => {
  it('a cart on each host is that brand’s: its catalogue, its own cart for the same session', async () => {
    const added = await onHost('shop.example.test', 'POST', '/carts/my/items', { items: [queen('nestwood-bed')] });
    expect(added.statusCode).toBe(200);
    expect(added.json().result.items.map((i: { product: { id: string } }) => i.product.id)).toEqual(['nestwood-bed']);
    const sid = added.cookies.find((c) => c.name === 'sid')!;
    const cookie = `sid=${sid.value}`;

    const boutique = await onHost('boutique.example.test', 'GET', '/carts/my', undefined, cookie);
    expect(boutique.statusCode).toBe(200);
    expect(boutique.json().result.id).not.toBe(added.json().result.id);
    expect(boutique.json().result.items).toEqual([]);
    // nestwood's product is not in cloverlane's catalogue.
    const foreign = await onHost('boutique.example.test', 'POST', '/carts/my/items', { items: [queen('nestwood-bed')] }, cookie);
    expect(foreign.statusCode).toBe(404);
    const own = await onHost('boutique.example.test', 'POST', '/carts/my/items', { items: [queen('cloverlane-bed')] }, cookie);
    expect(own.json().result.items.map((i: { product: { id: string } }) => i.product.id)).toEqual(['cloverlane-bed']);

    const back = await onHost('SHOP.example.test:443', 'GET', '/carts/my', undefined, cookie);
    expect(back.json().result.id).toBe(added.json().result.id);
  });
});

describe('a channels file: the origin guard', () => {
  const post = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/carts/my/items',
      headers: { 'x-brand': 'cloverlane', 'content-type': 'application/json', origin },
      payload: JSON.stringify({ items: [queen('cloverlane-bed')] }),
    });

  it.each(['https://shop.example.test', 'https://boutique.example.test', 'http://cloverlane.localhost:3000'])(
    'accepts %s (a channel origin, or a development *.localhost)',
    async (origin) => {
      expect((await post(origin)).statusCode).toBe(200);
    },
  );

  it.each([
    'https://evil.example.test',
    'https://shop.example.test.evil.example',
    // A host of the default channels: the file does not list it, so it is not a storefront of this deployment.
    'https://cloverlane.store.test',
  ])('refuses %s with 403 FORBIDDEN_ORIGIN', async (origin) => {
    const res = await post(origin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN_ORIGIN', message: 'Cross-site requests are not allowed' });
  });

  it('accepts an origin listed in ALLOWED_ORIGINS besides the channels', () => {
    expect(isAllowedOrigin('https://checkout.example.test', ['https://checkout.example.test'], channels)).toBe(true);
    expect(isAllowedOrigin('https://other.example.test', ['https://checkout.example.test'], channels)).toBe(false);
  });
});

describe('a channels file: emails link to the channel origin', () => {
  it('the order confirmation (the worker as main.ts builds it) links the order on https://shop.example.test', async () => {
    const { id, shortId } = await insertPaidOrder(t.db, 'nestwood');
    await recordEvent(t.db, 'nestwood', 'orderPaid', null, { orderId: id });
    const worker = createJobWorker(t.db, { API_PORT: 4000 }, quietLog, {}, channels);
    while ((await worker.runOnce()) > 0);
    const [sent] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.brand, 'nestwood'))
      .orderBy(desc(mailMessages.createdAt));
    expect(sent!.subject).toBe(`Nestwood order ${shortId} confirmed`);
    expect(sent!.text).toContain(`https://shop.example.test/my-account/orders/${id}`);
    expect(sent!.html).toContain(`href="https://shop.example.test/my-account/orders/${id}"`);
    expect(sent!.text).not.toContain('localhost');
  });

  it('an account email of cloverlane links to https://boutique.example.test', async () => {
    const handlers = jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined), channels });
    const payload = { brand: 'cloverlane', kind: 'sign-in-link', to: 'ann@example.com', name: 'Ann', token: 'tok-1' };
    await handlers[ACCOUNT_EMAIL_JOB]!(payload, { db: t.db, now: new Date(), log: quietLog, job: {} as never });
    const [sent] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.brand, 'cloverlane'))
      .orderBy(desc(mailMessages.createdAt));
    expect(sent!.text).toContain('https://boutique.example.test/login/link?token=tok-1');
  });
});

describe('a channels file: payment return URLs', () => {
  let double: StripeDouble;
  beforeAll(async () => {
    double = startStripeDouble();
  });
  afterAll(() => double.close());

  it('Stripe returns the shopper to the channel origin; a brand without a channel origin to STRIPE_RETURN_ORIGIN', async () => {
    const apiHost = await double.listen();
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_API_HOST: apiHost,
      STRIPE_RETURN_ORIGIN: 'https://{brand}.pay.example.test',
      BRAINTREE_ENVIRONMENT: 'sandbox' as const,
      BRAINTREE_MERCHANT_ACCOUNTS: {},
    };
    const card = liveProvidersFromEnv(env, channels).providers.stripeDirect!;
    const charge = (brand: 'cloverlane' | 'plume', orderId: string) =>
      card.charge({
        brand,
        sessionHash: 'session',
        orderId,
        amount: 1999,
        currency: 'USD',
        paymentToken: 'pm_card_visa',
        idempotencyKey: `pay_${orderId}`,
      });
    await charge('cloverlane', 'orderC1');
    await charge('plume', 'orderP1');
    const returnUrls = double.requests.filter((q) => q.path === '/v1/payment_intents').map((q) => q.body.return_url);
    expect(returnUrls).toEqual([
      'https://boutique.example.test/checkout/review?orderId=orderC1',
      'https://plume.pay.example.test/checkout/review?orderId=orderP1',
    ]);
  });
});

describe('reading CHANNELS_FILE at start', () => {
  const env = (file: string) => ({
    CHANNELS_FILE: file,
    DEFAULT_BRAND: 'nestwood' as const,
    STOREFRONT_ORIGIN: 'http://{brand}.localhost:3000',
  });

  it('docs/examples/channels.example.yaml parses', () => {
    const example = channelRegistryFromEnv(env(path.join(REPO_ROOT, 'docs/examples/channels.example.yaml')));
    expect(example.channels.map((c) => c.brand)).toEqual(['nestwood', 'nestwood-ca', 'cloverlane', 'hushly']);
    expect(example.brandForHost('www.nestwood.ca')).toBe('nestwood-ca');
    expect(example.originOf('nestwood')).toBe('https://www.nestwood.com');
    expect(example.returnOriginOf('cloverlane', 'https://{brand}.example.com')).toBe('https://checkout.cloverlane.com');
  });

  it('a file that cannot be served stops the start with the channel and the field', () => {
    const bad = path.join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      'channels:\n  - brand: cloverlane\n    hosts: ["Boutique.Example.Test:443"]\n    currency: USD\n    country: US\n    status: active\n',
    );
    expect(() => channelRegistryFromEnv(env(bad))).toThrow(
      `Invalid channels file ${bad}:\n  channels[0] (cloverlane).hosts[0]: "Boutique.Example.Test:443" is not a hostname`,
    );
  });

  it('a missing file stops the start', () => {
    const missing = path.join(dir, 'missing.json');
    expect(() => channelRegistryFromEnv(env(missing))).toThrow(`CHANNELS_FILE ${missing} cannot be read (ENOENT)`);
  });

  it('without CHANNELS_FILE: the default channels, every brand at <key>.localhost and <key>.store.test', () => {
    const defaults = channelRegistryFromEnv({ DEFAULT_BRAND: 'arbor', STOREFRONT_ORIGIN: 'http://{brand}.localhost:3000' });
    expect(defaults.brandForHost('meadow.store.test')).toBe('meadow');
    expect(defaults.brandForHost('localhost:3000')).toBe('arbor');
    expect(defaults.originOf('meadow')).toBe('http://meadow.localhost:3000');
  });
});
