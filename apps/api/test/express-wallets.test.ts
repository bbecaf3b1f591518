import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CARD_DECLINED_MESSAGE,
  EXPRESS_WALLETS,
  PAYMENT_PROVIDER_NOT_FOUND,
  SANDBOX_WALLET_PAYERS,
  type ExpressWallet,
} from '@store/core';
import { orders, sandboxPaymentIntents, sandboxWalletTokens } from '../src/db/schema';
import { INVALID_PAYMENT_TOKEN_MESSAGE } from '../src/use-cases/payments/finish-attempt';
import { UNKNOWN_WALLET_PAYER_MESSAGE } from '../src/use-cases/sandbox/create-wallet-token';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';
import type { Shopper } from './support/shopper';

const t = useTestApp();

/** What the sandbox sheet's Pay or Decline does: a wallet token for the chosen payer. */
async function sheet(s: Shopper, provider: string, decision: 'pay' | 'decline' = 'pay', payer = 'home') {
  return s.call('POST', '/sandbox/wallet/tokens', { provider, payer, decision });
}
async function walletToken(s: Shopper, provider: string, decision: 'pay' | 'decline' = 'pay'): Promise<string> {
  const res = await sheet(s, provider, decision);
  if (res.statusCode !== 200) throw new Error(`wallet token failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { token: string } }).result.token;
}

/** What a declined sheet says: the card's decline for the browser wallets, Link's own for Link. */
const DECLINED: Record<ExpressWallet, string> = {
  googlepay: CARD_DECLINED_MESSAGE,
  applepay: CARD_DECLINED_MESSAGE,
  stripePaymentRequest: CARD_DECLINED_MESSAGE,
  link: 'Link declined this payment. Please choose another payment method.',
};

describe.each(EXPRESS_WALLETS.map((w) => [w] as [ExpressWallet]))('the %s express option (sandbox sheet)', (wallet) => {
  it('Pay: the order is paid with one charge of the order’s frozen total, under the wallet’s name', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 187_300, billingProvider: wallet });
    const res = await pay(t.app, s, order.id, { paymentToken: await walletToken(s, wallet) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { id: order.id, status: 'paid' } });
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect(succeeded.map((p) => [p.amount, p.currency, p.provider])).toEqual([[187_300, 'USD', wallet]]);
    expect(charges.map((c) => [c.amount, c.currency, c.provider, c.last4])).toEqual([[187_300, 'USD', wallet, '4242']]);
  });

  it('Decline: 402 with the decline message, the order stays pending, and a new sheet token pays it', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: wallet });
    const res = await pay(t.app, s, order.id, { paymentToken: await walletToken(s, wallet, 'decline') });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ status: 'error', code: 'PAYMENT_DECLINED', message: DECLINED[wallet] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
    const retry = await pay(t.app, s, order.id, { paymentToken: await walletToken(s, wallet) });
    expect(retry.json().result.paymentStatus).toBe('succeeded');
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it('a replayed token (already spent on another order) is refused and charges nothing', async () => {
    const s = await sessionShopper(t.app);
    const token = await walletToken(s, wallet);
    const first = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: wallet });
    expect((await pay(t.app, s, first.id, { paymentToken: token })).statusCode).toBe(200);
    const second = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: wallet });
    const res = await pay(t.app, s, second.id, { paymentToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_PAYMENT_TOKEN_MESSAGE);
    expect((await chargesOf(t.db, second.id)).charges).toHaveLength(0);
  });

  it('forged and foreign tokens are refused: made up, another session’s, another brand’s, another wallet’s, a card token', async () => {
    const s = await sessionShopper(t.app);
    const other = await sessionShopper(t.app);
    const otherWallet = EXPRESS_WALLETS.find((w) => w !== wallet)!;
    const tokens = [
      'wtok_' + 'A'.repeat(32),
      await walletToken(other, wallet),
      await walletToken(await sessionShopper(t.app, 'driftvale'), wallet),
      await walletToken(s, otherWallet),
      await tokenize(s, CARDS.succeeds),
    ];
    for (const paymentToken of tokens) {
      const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: wallet });
      const res = await pay(t.app, s, order.id, { paymentToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_PAYMENT_TOKEN_MESSAGE);
      expect((await chargesOf(t.db, order.id)).charges).toHaveLength(0);
    }
  });

  it('a wallet token does not pay a card order (the card provider never spends one)', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const res = await pay(t.app, s, order.id, { paymentToken: await walletToken(s, wallet) });
    expect(res.statusCode).toBe(400);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(0);
  });
});

describe('POST /sandbox/wallet/tokens (the sandbox payment sheet)', () => {
  it('answers a single-use token (CSPRNG, stored as its hash) with the chosen payer and the sandbox card', async () => {
    const s = await sessionShopper(t.app);
    const res = await sheet(s, 'googlepay', 'pay', 'work');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.token).toMatch(/^wtok_[0-9A-Za-z]{32}$/);
    expect(result.payer).toEqual(SANDBOX_WALLET_PAYERS.US.work);
    expect(result.card).toEqual({ label: 'Visa •••• 4242', last4: '4242' });
    const rows = await t.db.select().from(sandboxWalletTokens).where(eq(sandboxWalletTokens.sessionHash, s.hash));
    expect(rows.map((r) => [r.provider, r.decision, r.brand])).toEqual([['googlepay', 'pay', 'nestwood']]);
    expect(JSON.stringify(rows)).not.toContain(result.token);
  });

  it('a Canadian brand’s sheet offers its Canadian addresses', async () => {
    const s = await sessionShopper(t.app, 'nestwood-ca');
    const res = await sheet(s, 'applepay');
    expect(res.json().result.payer).toEqual(SANDBOX_WALLET_PAYERS.CA.home);
  });

  it.each([
    ['a provider that is no wallet', { provider: 'stripeDirect', payer: 'home', decision: 'pay' }, PAYMENT_PROVIDER_NOT_FOUND],
    ['affirm (a redirect provider)', { provider: 'affirm', payer: 'home', decision: 'pay' }, PAYMENT_PROVIDER_NOT_FOUND],
    [
      'an inherited property name as payer',
      { provider: 'googlepay', payer: 'toString', decision: 'pay' },
      UNKNOWN_WALLET_PAYER_MESSAGE,
    ],
    ['an unknown payer', { provider: 'googlepay', payer: 'office', decision: 'pay' }, UNKNOWN_WALLET_PAYER_MESSAGE],
  ])('refuses %s (400) and stores nothing', async (_case, body, message) => {
    const s = await sessionShopper(t.app);
    const res = await s.call('POST', '/sandbox/wallet/tokens', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.select().from(sandboxWalletTokens).where(eq(sandboxWalletTokens.sessionHash, s.hash))).toEqual([]);
  });

  it('refuses Link on a brand that does not enable it (Canada) and stores nothing', async () => {
    const s = await sessionShopper(t.app, 'nestwood-ca');
    const res = await sheet(s, 'link');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_PROVIDER_NOT_FOUND);
    expect(await t.db.select().from(sandboxWalletTokens).where(eq(sandboxWalletTokens.sessionHash, s.hash))).toEqual([]);
  });

  it('Link chosen on billing still approves on its page: the start token answers its page, not a sheet charge', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'link' });
    const res = await pay(t.app, s, order.id, { paymentToken: 'redirect-start' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'requires_action' });
    expect(res.json().result.redirectUrl).toMatch(/^\/api\/sandbox\/pay\/link\/pi_/);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(0);
  });

  it.each([
    [{ provider: 'googlepay', payer: 'home', decision: 'pay', amount: 1 }],
    [{ provider: 'googlepay', payer: 'home', decision: 'approve' }],
    [{ provider: 'googlepay', payer: 'home' }],
    [{}],
  ])('a malformed body %j is a 400 (nothing the client sends sets an amount)', async (body) => {
    const s = await sessionShopper(t.app);
    expect((await s.call('POST', '/sandbox/wallet/tokens', body)).statusCode).toBe(400);
  });

  it('the sandbox addresses pass the store’s own postal check (an order with them can be placed)', async () => {
    for (const [brand, payers] of [
      ['nestwood', SANDBOX_WALLET_PAYERS.US],
      ['nestwood-ca', SANDBOX_WALLET_PAYERS.CA],
    ] as const) {
      const s = await sessionShopper(t.app, brand);
      for (const p of Object.values(payers)) {
        const body = { country: brand === 'nestwood' ? 'US' : 'CA', state: p.state, zip: p.zip, city: p.city, street: p.line1 };
        const res = await s.call('POST', '/addresses/validate', body);
        expect([p.city, res.statusCode, res.body]).toEqual([p.city, 200, expect.stringContaining('"valid":true')]);
      }
    }
  });

  it('the ledger row of a wallet payment is keyed by the attempt: a second pay of a paid order charges nothing', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'googlepay' });
    await pay(t.app, s, order.id, { paymentToken: await walletToken(s, 'googlepay') });
    const again = await pay(t.app, s, order.id, { paymentToken: await walletToken(s, 'googlepay') });
    expect(again.json().result.paymentStatus).toBe('succeeded');
    const rows = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(and(eq(sandboxPaymentIntents.orderId, order.id), eq(sandboxPaymentIntents.provider, 'googlepay')));
    expect(rows).toHaveLength(1);
  });
});
