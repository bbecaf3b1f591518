import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteTokenSchema } from '@store/core';
import type { Deps } from '../../context';
import { cookieOptions } from '../../plugins/cookie-policy';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { issueRemoteToken, REMOTE_TOKEN_TTL_SECONDS } from '../../use-cases/carts/remote-token';
import { errorEnvelope, okEnvelope } from '../schemas';
import { cartIdParam } from './schemas';

export const REMOTE_TOKEN_COOKIE = 'remote_token';

/** GET /carts/{cartId}/remoteToken: owner only; also sets the remote_token cookie for one hour. */
export const remoteTokenRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/carts/:cartId/remoteToken',
      {
        schema: {
          tags: ['carts'],
          params: cartIdParam,
          response: { 200: okEnvelope(remoteTokenSchema), 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const result = await issueRemoteToken(
          request.ctx,
          { sessionHash: sessionOf(request, reply).hash, cartId: request.params.cartId },
          deps,
        );
        if (result.ok)
          reply.setCookie(
            REMOTE_TOKEN_COOKIE,
            result.value.remoteToken,
            cookieOptions(request.hostname, REMOTE_TOKEN_TTL_SECONDS),
          );
        return sendResult(reply, result);
      },
    );
  };
