import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { sessionOf } from '../../plugins/session';
import { amazonPaymentPage, amazonSessionGonePage, amazonSignInPage } from '../../payments/sandbox/amazon-pages';
import { THREE_D_SECURE_CSP } from '../../payments/sandbox/pages';
import { buyerSession, decidePayment, signInBuyer, type SandboxAddressChoice } from '../../use-cases/amazonpay/sandbox-buyer';

const idParam = z.object({ id: safeText({ max: 40 }).regex(/^[0-9A-Za-z]{32}$/, 'Invalid checkout session id') });
const CHOICES: readonly SandboxAddressChoice[] = ['us', 'ca', 'none'];

/** A plain HTML page of the sandbox (no script; its forms post to itself: the 3-D Secure page's policy). */
const html = (reply: FastifyReply, code = 200) =>
  reply
    .code(code)
    .header('content-security-policy', THREE_D_SECURE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');

/**
 * Amazon's sandbox hosted pages, reached as /api/sandbox/amazon-pay/... on the storefront: sign-in with an
 * address choice (Continue returns to checkoutReviewReturnUrl) and, after payment details are set, the payment page
 * (Approve / Cancel return to checkoutResultReturnUrl). Only the browser whose shopper session opened it may act.
 */
export const amazonPaySandboxRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const schema = { tags: ['sandbox'], hide: true, params: idParam };
    app.get('/sandbox/amazon-pay/:id/sign-in', { schema }, async (request, reply) => {
      const row = await buyerSession(request.ctx, { sessionHash: sessionOf(request, reply).hash, id: request.params.id }, deps);
      return row && !row.signedIn ? html(reply).send(amazonSignInPage()) : html(reply, 404).send(amazonSessionGonePage());
    });
    app.post('/sandbox/amazon-pay/:id/sign-in', { schema }, async (request, reply) => {
      const chosen = (request.body as Record<string, string> | undefined)?.address;
      const address = CHOICES.find((c) => c === chosen) ?? 'us';
      const input = { sessionHash: sessionOf(request, reply).hash, id: request.params.id, address };
      const location = await signInBuyer(request.ctx, input, deps);
      return location ? reply.code(303).header('location', location).send() : html(reply, 404).send(amazonSessionGonePage());
    });
    app.get('/sandbox/amazon-pay/:id/pay', { schema }, async (request, reply) => {
      const row = await buyerSession(request.ctx, { sessionHash: sessionOf(request, reply).hash, id: request.params.id }, deps);
      const ready = row?.resultReturnUrl && row.chargeAmount !== null && !row.buyerApproved;
      return ready ? html(reply).send(amazonPaymentPage(row)) : html(reply, 404).send(amazonSessionGonePage());
    });
    for (const decision of ['approve', 'cancel'] as const) {
      app.post(`/sandbox/amazon-pay/:id/pay/${decision}`, { schema }, async (request, reply) => {
        const input = { sessionHash: sessionOf(request, reply).hash, id: request.params.id, approve: decision === 'approve' };
        const location = await decidePayment(request.ctx, input, deps);
        return location ? reply.code(303).header('location', location).send() : html(reply, 404).send(amazonSessionGonePage());
      });
    }
  };
