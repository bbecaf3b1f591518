import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText, WALLET_SHEET_DECISIONS, walletTokenSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { tokenizeWallet } from '../../use-cases/sandbox/create-wallet-token';
import { errorEnvelope, okEnvelope } from '../schemas';

/** POST /sandbox/wallet/tokens: the sandbox payment sheet's Pay / Decline; the token pays one order once. */
export const walletTokensRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sandbox/wallet/tokens',
      {
        schema: {
          tags: ['sandbox'],
          body: z.strictObject({
            provider: safeText({ max: 40 }),
            payer: safeText({ max: 20 }),
            decision: z.enum(WALLET_SHEET_DECISIONS),
          }),
          response: { 200: okEnvelope(walletTokenSchema), 400: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await tokenizeWallet(request.ctx, { sessionHash: sessionOf(request, reply).hash, ...request.body }, deps),
        ),
    );
  };
