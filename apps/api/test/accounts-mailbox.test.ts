import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { goodPassword, sendQueuedEmails, signedUpShopper, someEmail } from './support/accounts';

const t = useTestApp();

const drain = () => sendQueuedEmails(t.db, 'http://{brand}.localhost:3000');

/**
 * The newest email to `to`, or the newest whose HTML holds `containing`: the worker runs up to five queued jobs at once,
 * so emails sent in one drain are written in any order and "newest" alone may pick the wrong one of them.
 */
const latestMailId = async (brand: string, to: string, containing?: string) => {
  const [mail] = await t.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.brand, brand),
        eq(mailMessages.to, to),
        containing === undefined ? undefined : like(mailMessages.html, `%${containing}%`),
      ),
    )
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail.id;
};

describe('sandbox mailbox and account emails (email in the default mode goes to the sandbox mailbox)', () => {
  it('the browser that asked for an account email to an example address reads it; another browser does not', async () => {
    const asker = shopper(t.app, 'nestwood');
    const other = shopper(t.app, 'nestwood');
    const email = someEmail();
    await asker.call('POST', '/accounts/sign-up', { name: 'Ann', email, password: goodPassword() });
    await drain();
    const id = await latestMailId('nestwood', email);
    expect((await asker.call('GET', '/sandbox/mailbox')).body).toContain(`href="mailbox/${id}"`);
    const page = await asker.call('GET', `/sandbox/mailbox/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/login/verify?token=');
    expect((await other.call('GET', '/sandbox/mailbox')).body).not.toContain(id);
    expect((await other.call('GET', `/sandbox/mailbox/${id}`)).statusCode).toBe(404);
  });

  it('a reset link for a real address is never shown to the browser that asked for it (no account take-over)', async () => {
    const victim = `victim-${randomBytes(4).toString('hex')}@gmail.com`;
    await signedUpShopper(t, 'nestwood', { email: victim });
    const attacker = shopper(t.app, 'nestwood');
    expect((await attacker.call('POST', '/accounts/password-reset', { email: victim })).statusCode).toBe(200);
    expect((await attacker.call('POST', '/accounts/sign-in-link', { email: victim })).statusCode).toBe(200);
    await drain();
    const id = await latestMailId('nestwood', victim);
    expect((await attacker.call('GET', '/sandbox/mailbox')).body).not.toContain(id);
    expect((await attacker.call('GET', `/sandbox/mailbox/${id}`)).statusCode).toBe(404);
  });

  it('a sign-in link asked for by a signed-out browser shows in its own mailbox', async () => {
    const { email } = await signedUpShopper(t, 'nestwood');
    const browser = shopper(t.app, 'nestwood');
    await browser.call('GET', '/carts/my');
    await browser.call('POST', '/accounts/sign-in-link', { email });
    await drain();
    // The account's verification email goes out in the same drain (in either order): pick the sign-in link's.
    const id = await latestMailId('nestwood', email, '/login/link?token=');
    const page = await browser.call('GET', `/sandbox/mailbox/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/login/link?token=');
  });
});
