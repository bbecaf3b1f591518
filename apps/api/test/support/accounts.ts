import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { jobs } from '../../src/db/schema';
import { ACCOUNT_EMAIL_JOB, type AccountEmailKind } from '../../src/accounts/account-emails';
import { sandboxMailTransport } from '../../src/email/transport';
import { jobHandlers } from '../../src/jobs/handlers';
import { createWorker } from '../../src/jobs/worker';
import { sandboxMessagingClient } from '../../src/messaging/messaging-client';
import { quietLog, type TestApp } from './test-app';
import { shopper, type Shopper } from './shopper';

export interface AccountDetails {
  email?: string;
  password?: string;
  name?: string;
}

export interface TestAccount {
  shopper: Shopper;
  userId: string;
  email: string;
  password: string;
  name: string;
}

/** A fresh email (unique per call), lower-case. */
export const someEmail = (): string => `shopper-${randomBytes(6).toString('hex')}@example.com`;
/** A password the policy accepts (long enough, not a common one). */
export const goodPassword = (): string => `Quiet-${randomBytes(6).toString('hex')}-Lamp`;

/** The token of the latest queued account email of a kind to an address (what the emailed link carries). */
export async function emailedToken(db: Database, brand: string, to: string, kind: AccountEmailKind): Promise<string> {
  const [row] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, ACCOUNT_EMAIL_JOB),
        sql`${jobs.payload}->>'brand' = ${brand}`,
        sql`${jobs.payload}->>'to' = ${to.toLowerCase()}`,
        sql`${jobs.payload}->>'kind' = ${kind}`,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  const token = row?.payload.token;
  if (typeof token !== 'string') throw new Error(`no ${kind} email queued for ${to} on ${brand}`);
  return token;
}

/** An account signed up through POST /accounts/sign-up and not verified yet; the shopper's jar has no session. */
export async function unverifiedAccount(t: Pick<TestApp, 'app' | 'db'>, brand = 'nestwood', details: AccountDetails = {}) {
  const account = {
    email: details.email ?? someEmail(),
    password: details.password ?? goodPassword(),
    name: details.name ?? 'Sam Sleeper',
  };
  const s = shopper(t.app, brand);
  const res = await s.call('POST', '/accounts/sign-up', account);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { shopper: s, ...account };
}

/**
 * A shopper whose jar holds a signed-in session of a verified account of the brand: signed up, then verified through
 * POST /accounts/verify-email with the token of the queued email (which signs it in), like a shopper clicking the link.
 */
export async function signedUpShopper(
  t: Pick<TestApp, 'app' | 'db'>,
  brand = 'nestwood',
  details: AccountDetails = {},
): Promise<TestAccount> {
  const account = await unverifiedAccount(t, brand, details);
  const token = await emailedToken(t.db, brand, account.email, 'verify-email');
  const res = await account.shopper.call('POST', '/accounts/verify-email', { token });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
  return { ...account, userId: res.json().result.userId as string };
}

/** Runs every queued job once with the sandbox mail transport (emails land in mail_messages, linking to `origin`). */
export async function sendQueuedEmails(db: Database, storefrontOrigin: string): Promise<void> {
  const worker = createWorker({
    db,
    log: quietLog,
    handlers: jobHandlers({
      mail: sandboxMailTransport,
      messaging: sandboxMessagingClient(() => undefined),
      storefrontOrigin,
    }),
  });
  while ((await worker.runOnce()) > 0);
}
