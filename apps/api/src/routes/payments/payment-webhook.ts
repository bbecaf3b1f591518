import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import type { Deps } from '../../context';
import { errorBody, sendResult } from '../../plugins/reply';
import { WEBHOOK_SIGNATURE_HEADER } from '../../payments/webhooks/signature';
import { receiveLiveWebhook } from '../../use-cases/payments/receive-live-webhook';
import { receiveWebhook } from '../../use-cases/payments/receive-webhook';
import { errorEnvelope, okEnvelope } from '../schemas';

const providerParam = z.object({ provider: safeId(40) });
const receivedResponse = okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));
/** A provider's event is a few kilobytes; anything larger is refused (413) before it is read further. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/** `application/json; charset=utf-8` -> `application/json`. */
const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * POST /payments/webhooks/{provider}: a provider's signed event. The signature covers the raw bytes, so this
 * route reads its JSON and form bodies as a Buffer (its own content-type parsers, in this plugin only, within
 * WEBHOOK_BODY_LIMIT_BYTES). A segment naming a live gateway (`stripe`, `braintree`: deps.webhookVerifiers) is verified
 * as that gateway signs, in its own media type (else 415); any other segment is a provider of the store's own
 * `webhook-signature` scheme (the sandbox's). Answers 200 as soon as the event is stored and queued; the queue settles it.
 */
export const paymentWebhookRoute =
  (deps: Deps & { webhookSecret: () => Promise<string> }): FastifyPluginAsyncZod =>
  async (app) => {
    const asBuffer = { parseAs: 'buffer' as const, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES };
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', asBuffer, (_request, body, done) => done(null, body));
    app.addContentTypeParser('application/x-www-form-urlencoded', asBuffer, (_request, body, done) => done(null, body));
    app.post(
      '/payments/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          params: providerParam,
          response: { 200: receivedResponse, 400: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const verifier =
          deps.webhookVerifiers && Object.hasOwn(deps.webhookVerifiers, provider) ? deps.webhookVerifiers[provider] : undefined;
        if (verifier) {
          if (mediaTypeOf(request.headers['content-type']) !== verifier.mediaType)
            return reply.code(415).send(errorBody('BAD_REQUEST', `${provider} webhooks are posted as ${verifier.mediaType}`));
          const input = { gateway: provider, verifier, headers: request.headers, rawBody };
          return sendResult(reply, await receiveLiveWebhook(request.ctx, input, deps));
        }
        const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
        const input = { provider, signature: Array.isArray(header) ? header[0] : header, rawBody };
        return sendResult(reply, await receiveWebhook(request.ctx, input, deps));
      },
    );
  };
