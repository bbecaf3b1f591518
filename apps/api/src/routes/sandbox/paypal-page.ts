import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { PAYPAL_PAGE_CSP, paypalPage, providerPageGone } from '../../payments/sandbox/provider-pages';
import { decidePaypal, findOpenPaypalOrder } from '../../use-cases/sandbox/decide-paypal';

const refParam = z.object({ ref: safeText({ max: 40 }).regex(/^pi_[0-9A-Za-z]{24}$/, 'Invalid PayPal order') });

/**
 * The sandbox PayPal checkout (GET /sandbox/paypal/{ref}, reached as /api/sandbox/paypal/{ref}): a plain HTML page
 * without script under a strict CSP, with Approve, Cancel and Decline forms (POST), each answered with a 303 to review.
 */
export const paypalPageRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The buttons are plain HTML forms (no script on the page): their url-encoded bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
    app.get('/sandbox/paypal/:ref', { schema: { tags: ['sandbox'], hide: true, params: refParam } }, async (request, reply) => {
      reply
        .header('content-security-policy', PAYPAL_PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      const row = await findOpenPaypalOrder(deps.db, request.ctx.brand, request.params.ref);
      return row ? reply.send(paypalPage(row)) : reply.code(404).send(providerPageGone());
    });
    for (const decision of ['approve', 'cancel', 'decline'] as const) {
      app.post(
        `/sandbox/paypal/:ref/${decision}`,
        { schema: { tags: ['sandbox'], hide: true, params: refParam } },
        async (request, reply) => {
          const location = await decidePaypal(request.ctx, { ref: request.params.ref, decision }, deps);
          if (location) return reply.code(303).header('location', location).send();
          return reply
            .code(404)
            .header('content-security-policy', PAYPAL_PAGE_CSP)
            .type('text/html; charset=utf-8')
            .send(providerPageGone());
        },
      );
    }
  };
