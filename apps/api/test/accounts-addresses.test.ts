import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE, WRONG_COUNTRY_MESSAGE, type SavedAddressWire } from '@store/core';
import { accountAddresses } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { signedUpShopper, type TestAccount } from './support/accounts';
import { address, orderBody } from './support/orders';

/** Saved addresses: GET/POST /accounts/me/addresses, PUT/DELETE /accounts/me/addresses/:id. */
describe('accounts: saved addresses', () => {
  const t = useTestApp();

  const list = async (s: Shopper): Promise<SavedAddressWire[]> => {
    const res = await s.call('GET', '/accounts/me/addresses');
    expect(res.statusCode).toBe(200);
    return res.json().result as SavedAddressWire[];
  };
  const add = async (s: Shopper, body: Record<string, unknown>): Promise<SavedAddressWire> => {
    const res = await s.call('POST', '/accounts/me/addresses', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as SavedAddressWire;
  };
  const street = (line1: string) => address({}, { line1 });
  const defaults = async (s: Shopper) => (await list(s)).filter((a) => a.isDefault).map((a) => a.address.line1);
  const rowsOf = (account: TestAccount) =>
    t.db.select().from(accountAddresses).where(eq(accountAddresses.userId, account.userId));

  it('saves an address in the order address shape; the first one is the default', async () => {
    const account = await signedUpShopper(t);
    const saved = await add(account.shopper, { address: address() });
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{24}$/),
      isDefault: true,
      firstName: 'Ann',
      lastName: 'Lee',
      // Normalised as the checkout stores it: the phone as digits.
      phone: '5551234567',
      address: { line1: '1 Market Street', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
    });
    expect(await list(account.shopper)).toEqual([saved]);
  });

  it('keeps one default: a second address is not the default unless asked, and asking moves it', async () => {
    const account = await signedUpShopper(t);
    await add(account.shopper, { address: street('1 First St') });
    const second = await add(account.shopper, { address: street('2 Second St') });
    expect(second.isDefault).toBe(false);
    expect(await defaults(account.shopper)).toEqual(['1 First St']);
    const third = await add(account.shopper, { address: street('3 Third St'), isDefault: true });
    expect(third.isDefault).toBe(true);
    expect(await defaults(account.shopper)).toEqual(['3 Third St']);
    const res = await account.shopper.call('PUT', `/accounts/me/addresses/${second.id}`, { isDefault: true });
    expect(res.statusCode).toBe(200);
    expect(await defaults(account.shopper)).toEqual(['2 Second St']);
    // Un-defaulting the only default keeps it: there is always one while any address is saved.
    await account.shopper.call('PUT', `/accounts/me/addresses/${second.id}`, { isDefault: false });
    expect(await defaults(account.shopper)).toEqual(['2 Second St']);
  });

  it('edits an address (checked again), keeping its id and default flag', async () => {
    const account = await signedUpShopper(t);
    const saved = await add(account.shopper, { address: address() });
    const res = await account.shopper.call('PUT', `/accounts/me/addresses/${saved.id}`, {
      address: address({ firstName: 'Bea' }, { line1: '9 Pine St', zip: '94110' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id: saved.id, isDefault: true, firstName: 'Bea', address: { line1: '9 Pine St' } });
    expect((await list(account.shopper))[0]).toMatchObject({ firstName: 'Bea', address: { zip: '94110' } });
  });

  it('removing the default makes the newest remaining address the default', async () => {
    const account = await signedUpShopper(t);
    const first = await add(account.shopper, { address: street('1 First St') });
    await add(account.shopper, { address: street('2 Second St') });
    await add(account.shopper, { address: street('3 Third St') });
    const res = await account.shopper.call('DELETE', `/accounts/me/addresses/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ removed: true });
    expect(await defaults(account.shopper)).toEqual(['3 Third St']);
    expect(await list(account.shopper)).toHaveLength(2);
  });

  it(`refuses the ${MAX_SAVED_ADDRESSES + 1}st address with a clear 400 and saves nothing`, async () => {
    const account = await signedUpShopper(t);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await add(account.shopper, { address: street(`${i + 1} Main St`) });
    const res = await account.shopper.call('POST', '/accounts/me/addresses', { address: street('99 Last St') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: TOO_MANY_ADDRESSES_MESSAGE });
    expect(await rowsOf(account)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it("another account's address id is 404 'Address not found' on PUT and DELETE, and stays as it was", async () => {
    const owner = await signedUpShopper(t);
    const other = await signedUpShopper(t);
    const saved = await add(owner.shopper, { address: address() });
    for (const [method, body] of [
      ['PUT', { address: street('6 Stolen St') }],
      ['PUT', { isDefault: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.shopper.call(method, `/accounts/me/addresses/${saved.id}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Address not found' });
    }
    expect(await list(other.shopper)).toEqual([]);
    expect(await list(owner.shopper)).toEqual([saved]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const unknown = await owner.shopper.call(
        method,
        '/accounts/me/addresses/unknownAddressId000000',
        method === 'PUT' ? { isDefault: true } : undefined,
      );
      expect(unknown.statusCode).toBe(404);
    }
  });

  it('signed out is 401 NOT_SIGNED_IN on every address route', async () => {
    const owner = await signedUpShopper(t);
    const saved = await add(owner.shopper, { address: address() });
    const guest = shopper(t.app);
    for (const [method, url, body] of [
      ['GET', '/accounts/me/addresses', undefined],
      ['POST', '/accounts/me/addresses', { address: address() }],
      ['PUT', `/accounts/me/addresses/${saved.id}`, { isDefault: true }],
      ['DELETE', `/accounts/me/addresses/${saved.id}`, undefined],
    ] as const) {
      const res = await guest.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'Please sign in' });
    }
    // After signing out, the same browser is a guest again.
    await owner.shopper.call('POST', '/accounts/sign-out');
    expect((await owner.shopper.call('GET', '/accounts/me/addresses')).statusCode).toBe(401);
  });

  it('an account of one brand has no addresses on another (accounts are per brand)', async () => {
    const account = await signedUpShopper(t);
    await add(account.shopper, { address: address() });
    const elsewhere = shopper(t.app, 'driftvale');
    for (const [name, value] of account.shopper.jar) elsewhere.jar.set(name, value);
    expect((await elsewhere.call('GET', '/accounts/me/addresses')).statusCode).toBe(401);
  });

  describe('bad bodies are 400 with the checkout address message and save nothing', () => {
    it.each([
      ['a ZIP code that is not one', address({}, { zip: '123' })],
      ['an unknown state', address({}, { state: 'ZZ' })],
      ['a phone without 10 digits', address({ phone: '12' })],
      ['a last name of two words', address({ lastName: 'Van Dyke' })],
      ['an address outside the brand country', address({}, { country: 'CA' })],
      ['an empty first line', address({}, { line1: '' })],
    ])('%s: the same message as POST /orders', async (_name, bad) => {
      const account = await signedUpShopper(t);
      const res = await account.shopper.call('POST', '/accounts/me/addresses', { address: bad });
      expect(res.statusCode).toBe(400);
      const checkout = await shopper(t.app).call('POST', '/orders', orderBody('nestwood', { shippingDetails: bad }));
      expect(checkout.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: checkout.json().message });
      expect(await rowsOf(account)).toHaveLength(0);
    });

    it('an address outside the brand country answers the wording', async () => {
      const account = await signedUpShopper(t);
      const res = await account.shopper.call('POST', '/accounts/me/addresses', { address: address({}, { country: 'CA' }) });
      expect(res.json().message).toBe(WRONG_COUNTRY_MESSAGE);
    });

    it.each([
      ['a price-like extra field', { address: address(), price: 1 }],
      ['an extra field inside the address', { address: { ...address(), email: 'x@example.com' } }],
      ['no address', {}],
      ['isDefault that is not a boolean', { address: address(), isDefault: 'yes' }],
      ['a NUL byte', { address: address({ firstName: 'A\u0000nn' }) }],
      ['a lone surrogate', { address: address({}, { city: 'San \ud800Francisco' }) }],
      ['a control character', { address: address({}, { line1: '1 Market\u0007 Street' }) }],
    ])('POST with %s', async (_name, body) => {
      const account = await signedUpShopper(t);
      const res = await account.shopper.call('POST', '/accounts/me/addresses', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: expect.any(String) });
      expect(await rowsOf(account)).toHaveLength(0);
    });

    it('PUT with neither an address nor isDefault, a bad address, or an odd id', async () => {
      const account = await signedUpShopper(t);
      const saved = await add(account.shopper, { address: address() });
      const empty = await account.shopper.call('PUT', `/accounts/me/addresses/${saved.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Send an address or isDefault');
      const bad = await account.shopper.call('PUT', `/accounts/me/addresses/${saved.id}`, { address: address({}, { zip: '1' }) });
      expect(bad.statusCode).toBe(400);
      const odd = await account.shopper.call('DELETE', '/accounts/me/addresses/%00');
      expect(odd.statusCode).toBe(400);
      expect(await list(account.shopper)).toEqual([saved]);
    });
  });

  it('two addresses saved at once by one account still leave exactly one default', async () => {
    const account = await signedUpShopper(t);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        account.shopper.call('POST', '/accounts/me/addresses', { address: street(`${i + 1} Race St`) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db
      .select()
      .from(accountAddresses)
      .where(and(eq(accountAddresses.userId, account.userId), eq(accountAddresses.isDefault, true)));
    expect(rows).toHaveLength(1);
  });
});
