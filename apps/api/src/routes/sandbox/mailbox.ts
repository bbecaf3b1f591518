import { z } from 'zod';
import { safeId } from '@store/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { MAILBOX_CSP } from '../../email/mailbox-page';
import { mailboxPage, mailPage } from '../../use-cases/sandbox/read-mailbox';

/**
 * GET /sandbox/mailbox and /sandbox/mailbox/{id}: the sandbox mailbox (storefront: /api/sandbox/mailbox), showing the
 * session's own emails only. HTML pages
 * under a CSP without scripts; registered only when the sandbox transport is in use (see routes/sandbox/index.ts).
 */
export const mailboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sandbox/mailbox', { schema: { tags: ['sandbox'], hide: true } }, async (request, reply) => {
      const page = await mailboxPage(request.ctx, sessionOf(request, reply).hash, deps);
      if (!page.ok) return sendError(reply, page.error);
      return reply.header('Content-Security-Policy', MAILBOX_CSP).type('text/html; charset=utf-8').send(page.value);
    });
    app.get(
      '/sandbox/mailbox/:id',
      { schema: { tags: ['sandbox'], hide: true, params: z.strictObject({ id: safeId(40) }) } },
      async (request, reply) => {
        const page = await mailPage(request.ctx, { sessionHash: sessionOf(request, reply).hash, id: request.params.id }, deps);
        if (!page.ok) return sendError(reply, page.error);
        return reply.header('Content-Security-Policy', MAILBOX_CSP).type('text/html; charset=utf-8').send(page.value);
      },
    );
  };
