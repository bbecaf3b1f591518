import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { findLedgerRow } from '../../payments/sandbox/ledger';
import { providerPageGone, TRUEMED_PAGE_CSP, truemedPage } from '../../payments/sandbox/provider-pages';
import { decideTruemed } from '../../use-cases/sandbox/decide-truemed';

const refParam = z.object({ ref: safeText({ max: 40 }).regex(/^pi_[0-9A-Za-z]{24}$/, 'Invalid Truemed session') });
const ANSWERABLE = new Set(['open', 'qualified']);

/**
 * The sandbox Truemed page (GET /sandbox/truemed/{ref}, reached as /api/sandbox/truemed/{ref}), framed by the
 * storefront's health-savings modal: frame-ancestors 'self' is exactly the storefront, no script; its Approve and
 * Cancel forms (POST, target=_top) answer with a 303 that takes the whole window back to review.
 */
export const truemedPageRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The buttons are plain HTML forms (no script on the page): their url-encoded bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
    app.get('/sandbox/truemed/:ref', { schema: { tags: ['sandbox'], hide: true, params: refParam } }, async (request, reply) => {
      reply
        .header('content-security-policy', TRUEMED_PAGE_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      const row = await findLedgerRow(deps.db, request.ctx.brand, request.params.ref, 'truemed');
      return row && ANSWERABLE.has(row.status) ? reply.send(truemedPage(row)) : reply.code(404).send(providerPageGone());
    });
    for (const decision of ['approve', 'cancel'] as const) {
      app.post(
        `/sandbox/truemed/:ref/${decision}`,
        { schema: { tags: ['sandbox'], hide: true, params: refParam } },
        async (request, reply) => {
          const location = await decideTruemed(request.ctx, { ref: request.params.ref, approve: decision === 'approve' }, deps);
          if (location) return reply.code(303).header('location', location).send();
          return reply
            .code(404)
            .header('content-security-policy', TRUEMED_PAGE_CSP)
            .type('text/html; charset=utf-8')
            .send(providerPageGone());
        },
      );
    }
  };
