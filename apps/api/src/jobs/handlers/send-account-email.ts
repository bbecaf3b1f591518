import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core';
import { accountEmailLink } from '../../accounts/account-links';
import { renderAccountEmail } from '../../email/render';
import type { MailTransport } from '../../email/transport';
import type { JobHandler } from '../worker';

const payloadSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  kind: z.enum(['verify-email', 'sign-in-link', 'password-reset', 'existing-account']),
  to: z.string().min(3),
  name: z.string(),
  token: z.string().optional(),
  requester: z.string().optional(),
});

/**
 * Job email.account: renders an account email (accounts/account-emails.ts) with its link on the brand's storefront
 * origin (its channel's, else env STOREFRONT_ORIGIN) and hands it to
 * the transport (sandbox mailbox, or SMTP_URL). A retried job may send a second copy of the same link (at least once);
 * the link itself stays single use.
 */
export const sendAccountEmail =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const { brand, kind, to, name, token, requester } = payloadSchema.parse(payload);
    const config = BRANDS[brand];
    const email = await renderAccountEmail({
      brand: config,
      kind,
      name,
      link: accountEmailLink(storefrontOrigin(brand), brand, kind, token),
    });
    await transport.send({ brand, from: `"${config.name}" <${config.supportEmail}>`, to, ...email, requester }, db);
    log.info({ brand, kind, transport: transport.kind }, 'account email sent');
  };
