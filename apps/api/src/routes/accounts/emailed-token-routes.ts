import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountWireSchema, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { sendResult } from '../../plugins/reply';
import { guestSessionOf, sessionOf } from '../../plugins/session';
import type { Account } from '../../accounts/account';
import { asMailRequester } from '../../accounts/mail-requester';
import { authExchange, sendCookies, type AuthExchange } from '../../accounts/auth-exchange';
import type { AfterSignInDeps } from '../../use-cases/accounts/after-sign-in';
import { okEnvelope } from '../schemas';
import { accountErrors, checkEmailResult, emailField, tokenField } from './schemas';
import { signInDeps } from './sign-in-deps';

/**
 * The two halves of every emailed link: asking for it ({email}: always 200 check-email, the email only to an
 * existing account, readable in the sandbox mailbox by the asking browser only) and using it ({token}: the use case
 * signs the account in, merging this browser's guest cart). Each route file names its path and use case.
 */
export const emailLinkRequestRoute =
  <T>(
    path: string,
    request: (ctx: RequestContext, body: { email: string }, exchange: AuthExchange, deps: Deps) => Promise<Result<T>>,
  ) =>
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      path,
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ email: emailField }),
          response: { 200: checkEmailResult, ...accountErrors },
        },
      },
      async (req, reply) =>
        sendResult(
          reply,
          await asMailRequester(sessionOf(req, reply).hash, async () =>
            request(req.ctx, req.body, await authExchange(req, deps.accountAuth), deps),
          ),
        ),
    );
  };

export const emailedTokenSignInRoute =
  (
    path: string,
    signIn: (
      ctx: RequestContext,
      input: { token: string; guestHash: string | null },
      exchange: AuthExchange,
      deps: AfterSignInDeps,
    ) => Promise<Result<Account>>,
  ) =>
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      path,
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ token: tokenField }),
          response: { 200: okEnvelope(accountWireSchema), ...accountErrors },
        },
      },
      async (request, reply) => {
        const exchange = await authExchange(request, deps.accountAuth);
        const guestHash = guestSessionOf(request)?.hash ?? null;
        const result = await signIn(
          request.ctx,
          { token: request.body.token, guestHash },
          exchange,
          signInDeps(deps, request, reply),
        );
        sendCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
