import { z } from 'zod';
import { safeText } from '@store/core';
import type { FastifyReply } from 'fastify';
import { REDIRECT_SANDBOXES } from '../../payments/providers/redirect-sandboxes';
import { intentGonePage, THREE_D_SECURE_CSP } from '../../payments/sandbox/pages';
import type { RedirectSandboxProvider } from '../../payments/sandbox/redirect-provider';

const providers = Object.keys(REDIRECT_SANDBOXES) as [RedirectSandboxProvider, ...RedirectSandboxProvider[]];

/** A redirect provider's page address: one of the sandbox's providers and a ledger reference (nothing else parses). */
export const redirectParams = z.object({
  provider: z.enum(providers),
  ref: safeText({ max: 40 }).regex(/^pi_[0-9A-Za-z]{24}$/, 'Invalid payment reference'),
});

/** The gone page (404): an unknown reference, another brand's, or a payment already answered. */
export const sendGone = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('content-security-policy', THREE_D_SECURE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(intentGonePage());
