import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogFileBrandQuery } from '@store/core/back-office/catalog-file-wire';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { exportCatalog } from '../../use-cases/catalog/export-catalog';
import { brandInScope } from './catalog-file-brand';

/**
 * GET /admin/catalog/file?brand= (catalog.read): the brand's catalogue file, every section, byte for byte what
 * `npm run catalog:export` writes, as a download named {brand}.json.
 */
export const catalogFileDownloadRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/file',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        // No response schema: the answer is the file's own text, sent as it is (errors carry the usual envelope).
        schema: { tags: ['staff'], querystring: catalogFileBrandQuery },
      },
      async (request, reply) => {
        const brand = brandInScope(request, request.query.brand);
        if (!brand.ok) return sendError(reply, brand.error);
        const text = await exportCatalog(deps.db, brand.value);
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${brand.value}.json"`)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  };
