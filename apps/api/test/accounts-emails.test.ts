import { and, desc, eq } from 'drizzle-orm';
import { BRANDS } from '@store/core';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../src/db/schema';
import { renderAccountEmail } from '../src/email/render';
import { accountEmailLink } from '../src/accounts/account-links';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { goodPassword, sendQueuedEmails, someEmail } from './support/accounts';

const t = useTestApp();
const ORIGIN = 'https://{brand}.shop.test';

const drain = () => sendQueuedEmails(t.db, ORIGIN);

const latestMail = async (brand: string, to: string) => {
  const [mail] = await t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.brand, brand), eq(mailMessages.to, to)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return mail;
};

/** The token of the storefront link in an email's text. */
const linkToken = (text: string, page: string) => {
  const match = new RegExp(`${page.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9._~%-]+)`).exec(text);
  return match ? decodeURIComponent(match[1]!) : null;
};

describe('account emails go through the job queue to the mailbox, linking to the storefront', () => {
  it('sign-up sends a verification email whose link verifies and signs in', async () => {
    const email = someEmail();
    await shopper(t.app, 'plume').call('POST', '/accounts/sign-up', { name: 'Rae', email, password: goodPassword() });
    await drain();
    const mail = await latestMail('plume', email);
    expect(mail?.subject).toBe(`Confirm your ${BRANDS.plume.name} account`);
    expect(mail?.text).toContain('Hello Rae,');
    const token = linkToken(mail!.text, 'https://plume.shop.test/login/verify');
    expect(token).not.toBeNull();
    const res = await shopper(t.app, 'plume').call('POST', '/accounts/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.email).toBe(email);
  });

  it('a sign-in link email links to /login/link', async () => {
    const email = someEmail();
    const password = goodPassword();
    await shopper(t.app).call('POST', '/accounts/sign-up', { name: 'Lee', email, password });
    await drain();
    const verify = linkToken((await latestMail('nestwood', email))!.text, 'https://nestwood.shop.test/login/verify');
    await shopper(t.app).call('POST', '/accounts/verify-email', { token: verify });
    await shopper(t.app).call('POST', '/accounts/sign-in-link', { email });
    await drain();
    const mail = await latestMail('nestwood', email);
    expect(mail?.subject).toBe(`Your ${BRANDS.nestwood.name} sign-in link`);
    const token = linkToken(mail!.text, 'https://nestwood.shop.test/login/link');
    const res = await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token });
    expect(res.statusCode).toBe(200);
  });

  it.each(['verify-email', 'sign-in-link', 'password-reset', 'existing-account'] as const)(
    'renders the %s email per brand, escaped, with no remote content',
    async (kind) => {
      const link = accountEmailLink(ORIGIN, 'driftvale', kind, 'tok-1');
      const email = await renderAccountEmail({ brand: BRANDS.driftvale, kind, name: '<b>Ann</b>', link });
      expect(email.html).toContain(link.replaceAll('&', '&amp;'));
      expect(email.html).not.toContain('<b>Ann</b>');
      expect(email.html).not.toMatch(/<script|<img|<link|@import|url\(/i);
      expect(email.text).toContain(BRANDS.driftvale.supportEmail);
    },
  );

  it('builds links to the storefront pages that POST the token', () => {
    expect(accountEmailLink(ORIGIN, 'arbor', 'verify-email', 'a b')).toBe('https://arbor.shop.test/login/verify?token=a%20b');
    expect(accountEmailLink(ORIGIN, 'arbor', 'sign-in-link', 't')).toBe('https://arbor.shop.test/login/link?token=t');
    expect(accountEmailLink(ORIGIN, 'arbor', 'password-reset', 't')).toBe('https://arbor.shop.test/login/reset?token=t');
    expect(accountEmailLink(`${ORIGIN}/`, 'arbor', 'existing-account', undefined)).toBe('https://arbor.shop.test/login');
  });
});
