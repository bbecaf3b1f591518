import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experimentListWireSchema } from '@store/core/experiments/admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listExperiments } from '../../use-cases/experiments/list-experiments';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { experimentListQuery } from './schemas';

/** GET /admin/experiments?brand=: the brand's experiments, their splits (registry and effective), exposures and last change. */
export const listExperimentsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/experiments',
      {
        preValidation: staffGuard(deps, 'experiments.manage'),
        schema: {
          tags: ['staff'],
          querystring: experimentListQuery,
          response: { 200: okEnvelope(experimentListWireSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await listExperiments(deps.db, request.query.brand, signedInStaff(request).brands)),
    );
  };
