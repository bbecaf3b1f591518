import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { findLedgerRow } from '../../payments/sandbox/ledger';
import { intentGonePage, THREE_D_SECURE_CSP, threeDSecurePage } from '../../payments/sandbox/pages';
import { decideThreeDSecure } from '../../use-cases/sandbox/decide-three-d-secure';

const intentParam = z.object({ intent: safeText({ max: 40 }).regex(/^pi_[0-9A-Za-z]{24}$/, 'Invalid payment intent') });

/** The sandbox bank's 3-D Secure page for 4000 0000 0000 3220 (GET), and its Approve and Cancel buttons (POST). */
export const threeDSecureRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The two buttons are plain HTML forms (no script on the page): their url-encoded bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
    app.get(
      '/sandbox/card/3ds/:intent',
      { schema: { tags: ['sandbox'], hide: true, params: intentParam } },
      async (request, reply) => {
        reply
          .header('content-security-policy', THREE_D_SECURE_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8');
        const intent = await findLedgerRow(deps.db, request.ctx.brand, request.params.intent);
        if (intent?.status !== 'requires_action') return reply.code(404).send(intentGonePage());
        return reply.send(threeDSecurePage(intent));
      },
    );
    for (const decision of ['approve', 'cancel'] as const) {
      app.post(
        `/sandbox/card/3ds/:intent/${decision}`,
        { schema: { tags: ['sandbox'], hide: true, params: intentParam } },
        async (request, reply) => {
          const input = { intentId: request.params.intent, approve: decision === 'approve' };
          const location = await decideThreeDSecure(request.ctx, input, deps);
          if (!location)
            return reply
              .code(404)
              .header('content-security-policy', THREE_D_SECURE_CSP)
              .type('text/html; charset=utf-8')
              .send(intentGonePage());
          return reply.code(303).header('location', location).send();
        },
      );
    }
  };
