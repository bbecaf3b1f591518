import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMeWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { updateMe } from '../../use-cases/accounts/update-me';
import { okEnvelope } from '../schemas';
import { accountErrors, nameField } from './schemas';

/** PUT /accounts/me {name?, consents?}: the account and its consents as saved, or 401 NOT_SIGNED_IN. */
export const updateMeRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/accounts/me',
      {
        schema: {
          tags: ['accounts'],
          body: z.strictObject({
            name: nameField.optional(),
            consents: z.strictObject({ sendEmail: z.boolean(), sendSMS: z.boolean() }).optional(),
          }),
          response: { 200: okEnvelope(accountMeWireSchema), ...accountErrors },
        },
      },
      async (request, reply) => sendResult(reply, await updateMe(request.ctx, request.account, request.body, deps)),
    );
  };
