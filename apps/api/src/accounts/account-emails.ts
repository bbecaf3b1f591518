import type { BrandKey } from '@store/core';
import type { Database } from '../db/client';
import { isSandboxReadableAddress } from '@store/core/accounts/sandbox-mail';
import { enqueueJob } from '../db/repositories/jobs';
import { currentMailRequester } from './mail-requester';

export const ACCOUNT_EMAIL_JOB = 'email.account';

/** The account emails: verify the address, a sign-in link, a password reset, "you already have an account". */
export type AccountEmailKind = 'verify-email' | 'sign-in-link' | 'password-reset' | 'existing-account';

export interface AccountEmail {
  brand: BrandKey;
  kind: AccountEmailKind;
  to: string;
  name: string;
  /** The one-time token the link carries (none for existing-account, whose email links to the sign-in page). */
  token?: string;
  /**
   * The session that asked for it, kept only for a reserved example address (core isSandboxReadableAddress): the sandbox
   * mailbox shows the email to that session. A real address's email is shown to nobody there.
   */
  requester?: string;
}

/**
 * Queues an account email as a job (jobs/handlers/send-account-email.ts renders and sends it), so a slow or failing
 * mail server never fails or slows a sign-up, and a retry sends it later. The token travels in the job's payload
 * until it is sent; it expires with the link (15 min to 24 h).
 */
export async function queueAccountEmail(deps: { db: Database; wakeJobs?: () => void }, email: AccountEmail): Promise<void> {
  const requester = currentMailRequester();
  const readable = requester !== null && isSandboxReadableAddress(email.to);
  await enqueueJob(deps.db, {
    type: ACCOUNT_EMAIL_JOB,
    payload: { ...email, ...(readable ? { requester } : {}) },
    maxAttempts: 5,
  });
  deps.wakeJobs?.();
}
