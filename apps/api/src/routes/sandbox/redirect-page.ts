import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { REDIRECT_SANDBOXES } from '../../payments/providers/redirect-sandboxes';
import { findLedgerRow } from '../../payments/sandbox/ledger';
import { THREE_D_SECURE_CSP } from '../../payments/sandbox/pages';
import { redirectProviderPage } from '../../payments/sandbox/redirect-pages';
import { redirectParams, sendGone } from './redirect-params';

/** GET a sandbox redirect provider's page: shown only while the payment waits for the shopper's answer. */
export const redirectPageRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sandbox/pay/:provider/:ref',
      { schema: { tags: ['sandbox'], hide: true, params: redirectParams } },
      async (request, reply) => {
        const spec = REDIRECT_SANDBOXES[request.params.provider];
        const row = await findLedgerRow(deps.db, request.ctx.brand, request.params.ref, spec.provider);
        if (row?.status !== spec.lifecycle.opened) return sendGone(reply);
        return reply
          .header('content-security-policy', THREE_D_SECURE_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(redirectProviderPage(spec, row));
      },
    );
  };
