import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, messagingConsents } from '../src/db/schema';
import { findJob } from '../src/db/repositories/jobs';
import { jobHandlers } from '../src/jobs/handlers';
import { createWorker } from '../src/jobs/worker';
import { sandboxMailTransport } from '../src/email/transport';
import { httpMessagingClient, sandboxMessagingClient, type MessagingClient } from '../src/messaging/messaging-client';
import { quietLog, useTestApp } from './support/test-app';
import { signedUpShopper } from './support/accounts';

const t = useTestApp();

const subscribe = (brand: string, body: unknown, address = '203.0.113.7', cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/messaging/subscriptions',
    headers: { 'x-brand': brand },
    remoteAddress: address,
    cookies,
    payload: body as object,
  });
const body = (email = 'ann@example.com', phone = '5551234567', clientUserId: string | null = null) => ({
  user: { email, phone },
  externalIdentifiers: { clientUserId },
});
const workerWith = (messaging: MessagingClient, now = () => new Date()) =>
  createWorker({
    db: t.db,
    log: quietLog,
    now,
    random: () => 0,
    handlers: jobHandlers({ mail: sandboxMailTransport, messaging }),
  });

describe('messaging hand-off', () => {
  it('records the consent and its delivery job together; the worker delivers it once, with the signed-in user id', async () => {
    const account = await signedUpShopper(t);
    const cookies = Object.fromEntries(account.shopper.jar);
    // the user id comes from the session: a client-sent one is ignored
    const response = await subscribe('nestwood', body('ann@example.com', '5551234567', 'user-42'), '203.0.113.1', cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', result: { subscribed: true } });
    const [consent] = await t.db.select().from(messagingConsents).where(eq(messagingConsents.clientUserId, account.userId));
    expect(consent).toMatchObject({ brand: 'nestwood', email: 'ann@example.com', phone: '5551234567', deliveredAt: null });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `messaging:${consent!.id}`));
    expect(job).toMatchObject({ type: 'messaging.deliver', status: 'queued' });

    const delivered: unknown[] = [];
    const client: MessagingClient = { kind: 'sandbox', deliver: async (s) => void delivered.push(s) };
    while ((await workerWith(client).runOnce()) > 0);
    expect(delivered).toEqual([
      { brand: 'nestwood', email: 'ann@example.com', phone: '5551234567', clientUserId: account.userId },
    ]);
    const [after] = await t.db.select().from(messagingConsents).where(eq(messagingConsents.id, consent!.id));
    expect(after?.deliveredAt).toBeInstanceOf(Date);
    expect(await findJob(t.db, job!.id)).toMatchObject({ status: 'done' });
  });

  it('a guest has no user id: a client-sent clientUserId is not recorded', async () => {
    const response = await subscribe('nestwood', body('guest@example.com', '5551234568', 'someone-elses-id'), '203.0.113.2');
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(messagingConsents).where(eq(messagingConsents.email, 'guest@example.com'));
    expect(rows.map((r) => r.clientUserId)).toEqual([null]);
    expect(await t.db.select().from(messagingConsents).where(eq(messagingConsents.clientUserId, 'someone-elses-id'))).toEqual([]);
  });

  it.each([
    ['a storefront without messaging', 'meadow', body(), 404, 'Messaging is not available for this store'],
    ['a phone that is not 10 digits', 'nestwood', body('ann@example.com', '555123'), 400, 'Please enter a valid phone number'],
    ['an invalid email', 'nestwood', body('not-an-email', '5551234567'), 400, 'A valid email address is required'],
    ['an unknown field', 'nestwood', { ...body(), extra: true }, 400, ''],
    ['a control character', 'nestwood', body('ann\u0000@example.com'), 400, ''],
  ])('refuses %s and records nothing', async (_name, brand, payload, status, message) => {
    const before = (await t.db.select().from(messagingConsents)).length;
    const response = await subscribe(brand, payload, '203.0.113.2');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 'error' });
    if (message) expect(response.json().message).toContain(message);
    expect(await t.db.select().from(messagingConsents)).toHaveLength(before);
  });

  it('is rate-limited per client address', async () => {
    for (let i = 0; i < 10; i++) expect((await subscribe('plume', body(), '203.0.113.3')).statusCode).toBe(200);
    const limited = await subscribe('plume', body(), '203.0.113.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await subscribe('plume', body(), '203.0.113.4')).statusCode).toBe(200);
  });

  it('live mode posts the body to the provider and retries a failed delivery with back-off', async () => {
    await t.db.delete(jobs);
    const calls: Array<{ url: string; init: RequestInit }> = [];
    let status = 503;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status });
    }) as unknown as typeof fetch;
    const client = httpMessagingClient('https://messaging.example/v1/subscriptions', 'key-1', fakeFetch);
    expect((await subscribe('arbor', body('cy@example.com', '5559876543', null), '203.0.113.5')).statusCode).toBe(200);
    let clock = Date.now();
    const worker = workerWith(client, () => new Date(clock));
    expect(await worker.runOnce()).toBe(1);
    const [job] = await t.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'messaging provider answered 503' });
    status = 200;
    clock += 60_000;
    expect(await worker.runOnce()).toBe(1);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe('https://messaging.example/v1/subscriptions');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer key-1');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      user: { email: 'cy@example.com', phone: '5559876543' },
      externalIdentifiers: { clientUserId: null },
    });
    expect((await findJob(t.db, job!.id))?.status).toBe('done');
  });

  it('the sandbox recorder logs instead of calling out', async () => {
    const lines: string[] = [];
    const client = sandboxMessagingClient((_data, message) => lines.push(message));
    await client.deliver({ brand: 'nestwood', email: 'a@b.co', phone: '5551234567', clientUserId: null });
    expect(lines).toEqual(['messaging sandbox: subscription recorded']);
  });
});
