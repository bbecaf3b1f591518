import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_KEYS, safeText } from '@store/core';
import { auditPageSchema, dayField } from '@store/core/back-office/audit-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listAudit } from '../../use-cases/audit/list-audit';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** GET /admin/audit: the audit log with filters (person, action, brand, days), newest first, keyset pages. */
export const listAuditRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/audit',
      {
        preValidation: staffGuard(deps, 'audit.read'),
        schema: {
          tags: ['staff'],
          querystring: z.object({
            staff: safeText({ max: 254 }).optional(),
            action: safeText({ max: 80 }).optional(),
            brand: z.enum(BRAND_KEYS).optional(),
            from: dayField.optional(),
            to: dayField.optional(),
            cursor: safeText({ max: 40 }).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: okEnvelope(auditPageSchema), ...staffErrors },
        },
      },
      async (request, reply) => sendResult(reply, await listAudit(deps.db, signedInStaff(request), request.query)),
    );
  };
