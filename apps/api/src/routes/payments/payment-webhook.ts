import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { WEBHOOK_SIGNATURE_HEADER } from '../../payments/webhooks/signature';
import { receiveWebhook } from '../../use-cases/payments/receive-webhook';
import { errorEnvelope, okEnvelope } from '../schemas';

const providerParam = z.object({ provider: safeId(40) });
const receivedResponse = okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));

/**
 * POST /payments/webhooks/{provider}: a provider's signed event. The signature covers the raw bytes, so this
 * route reads its JSON body as a Buffer (its own content-type parser, in this plugin only). Answers 200 as soon as the
 * event is stored and queued; the queue settles it.
 */
export const paymentWebhookRoute =
  (deps: Deps & { webhookSecret: () => Promise<string> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/payments/webhooks/:provider',
      { schema: { tags: ['payments'], params: providerParam, response: { 200: receivedResponse, 400: errorEnvelope } } },
      async (request, reply) => {
        const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
        const input = {
          provider: request.params.provider,
          signature: Array.isArray(header) ? header[0] : header,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        };
        return sendResult(reply, await receiveWebhook(request.ctx, input, deps));
      },
    );
  };
