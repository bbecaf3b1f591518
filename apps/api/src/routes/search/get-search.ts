import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchRequestSchema, searchResultSchema } from '@store/core';
import type { Deps } from '../../context';
import { searchCatalogue } from '../../use-cases/search/search-catalogue';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

/** GET /search?q=&limit=: the brand's products matching the search, and suggestions (docs/architecture.md "Site search"). */
export const getSearchRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          querystring: searchRequestSchema,
          response: { 200: okEnvelope(searchResultSchema), 400: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await searchCatalogue(request.ctx, request.query, deps)),
    );
  };
