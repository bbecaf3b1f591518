import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogApplySchema, catalogFileApplyQuery } from '@store/core/back-office/catalog-file-wire';
import type { Deps } from '../../context';
import { sendError, sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { staffGuard } from '../../staff/staff-guard';
import { announceCatalogChange } from '../../use-cases/catalog/announce-catalog-change';
import { applyCatalogFile } from '../../use-cases/catalog/apply-catalog-file';
import { readCatalogUpload } from '../../use-cases/catalog/catalog-file-upload';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { brandInScope, catalogFileBody } from './catalog-file-brand';

/**
 * POST /admin/catalog/file/apply?brand=&plan= (catalog.edit): imports the catalogue file the dry run with fingerprint
 * `plan` showed, checked whole again, in one transaction with its audit entry; a store changed since is a 409. Then
 * the storefronts are told, so the change shows within seconds.
 */
export const catalogFileApplyRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', catalogFileBody, (_request, body, done) => done(null, body));
    app.post(
      '/admin/catalog/file/apply',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        bodyLimit: catalogFileBody.bodyLimit,
        schema: {
          tags: ['staff'],
          querystring: catalogFileApplyQuery,
          response: { 200: okEnvelope(catalogApplySchema), ...staffErrors, 413: errorEnvelope },
        },
      },
      async (request, reply) => {
        const brand = brandInScope(request, request.query.brand);
        if (!brand.ok) return sendError(reply, brand.error);
        const upload = readCatalogUpload(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
        if (!upload.ok) return sendError(reply, upload.error);
        const result = await applyCatalogFile(deps, actorOf(request), brand.value, upload.value, request.query.plan);
        if (result.ok && result.value.applied) await announceCatalogChange(deps, brand.value, { log: request.log });
        return sendResult(reply, result);
      },
    );
  };
