import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSuggestionsSchema, searchSuggestRequestSchema } from '@store/core';
import type { Deps } from '../../context';
import { suggestSearch } from '../../use-cases/search/suggest-search';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

/** GET /search/suggestions?q=&limit=: products and category pages for a search being typed (docs/architecture.md "Site search"). */
export const getSuggestionsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search/suggestions',
      {
        schema: {
          tags: ['search'],
          querystring: searchSuggestRequestSchema,
          response: { 200: okEnvelope(searchSuggestionsSchema), 400: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await suggestSearch(request.ctx, request.query, deps)),
    );
  };
