import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { REDIRECT_DECISIONS } from '../../payments/sandbox/redirect-pages';
import { decideRedirect } from '../../use-cases/sandbox/decide-redirect';
import { redirectParams, sendGone } from './redirect-params';

/** POST Approve, Cancel or Decline on a sandbox redirect provider's page: 303 back to review, or the gone page. */
export const redirectDecisionRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The buttons are plain HTML forms (no script on the page): their url-encoded bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
    for (const decision of REDIRECT_DECISIONS) {
      app.post(
        `/sandbox/pay/:provider/:ref/${decision}`,
        { schema: { tags: ['sandbox'], hide: true, params: redirectParams } },
        async (request, reply) => {
          const location = await decideRedirect(request.ctx, { ...request.params, decision }, deps);
          if (!location) return sendGone(reply);
          return reply.code(303).header('location', location).send();
        },
      );
    }
  };
