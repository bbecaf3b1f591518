import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogDryRunSchema, catalogFileBrandQuery } from '@store/core/back-office/catalog-file-wire';
import type { Deps } from '../../context';
import { sendError, sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { readCatalogUpload } from '../../use-cases/catalog/catalog-file-upload';
import { planCatalogFile } from '../../use-cases/catalog/plan-catalog-file';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { brandInScope, catalogFileBody } from './catalog-file-brand';

/**
 * POST /admin/catalog/file/dry-run?brand= (catalog.edit): the body is a catalogue file (JSON). Answers what importing
 * it would add, change and remove, row by row, with the plan's fingerprint for the apply; or every problem of the
 * file with its path. Writes nothing.
 */
export const catalogFileDryRunRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', catalogFileBody, (_request, body, done) => done(null, body));
    app.post(
      '/admin/catalog/file/dry-run',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        bodyLimit: catalogFileBody.bodyLimit,
        schema: {
          tags: ['staff'],
          querystring: catalogFileBrandQuery,
          response: { 200: okEnvelope(catalogDryRunSchema), ...staffErrors, 413: errorEnvelope },
        },
      },
      async (request, reply) => {
        const brand = brandInScope(request, request.query.brand);
        if (!brand.ok) return sendError(reply, brand.error);
        const upload = readCatalogUpload(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
        if (!upload.ok) return sendError(reply, upload.error);
        return sendResult(reply, await planCatalogFile(deps.db, brand.value, upload.value));
      },
    );
  };
