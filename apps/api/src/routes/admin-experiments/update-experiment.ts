import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experimentUpdateSchema, experimentWireSchema } from '@store/core/experiments/admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { updateExperiment } from '../../use-cases/experiments/update-experiment';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { experimentParams } from './schemas';

/** PUT /admin/experiments/:brand/:name {enabled, weights, version}: turns an experiment on or off and sets its split. */
export const updateExperimentRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/admin/experiments/:brand/:name',
      {
        preValidation: staffGuard(deps, 'experiments.manage'),
        schema: {
          tags: ['staff'],
          params: experimentParams,
          body: experimentUpdateSchema,
          response: { 200: okEnvelope(experimentWireSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await updateExperiment(deps.db, request.params, request.body, actorOf(request), signedInStaff(request).brands),
        ),
    );
  };
