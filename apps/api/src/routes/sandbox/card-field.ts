import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { CARD_FIELD_SCRIPT } from '../../payments/sandbox/card-field-script';
import { CARD_FIELD_CSP, cardFieldPage } from '../../payments/sandbox/pages';

/** The sandbox card provider's hosted field: a page the storefront frames, and its script file. */
export const cardFieldRoute =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sandbox/card/field', { schema: { tags: ['sandbox'], hide: true } }, async (_request, reply) =>
      reply
        .header('content-security-policy', CARD_FIELD_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(cardFieldPage()),
    );
    app.get('/sandbox/card/field.js', { schema: { tags: ['sandbox'], hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(CARD_FIELD_SCRIPT),
    );
  };
