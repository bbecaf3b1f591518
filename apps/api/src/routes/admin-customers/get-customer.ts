import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDetailSchema } from '@store/core/back-office/admin-customer-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { getCustomer } from '../../use-cases/admin-customers/get-customer';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { customerParams } from './schemas';

/** GET /admin/customers/{brand}/{email}: one customer, read only; another brand's customer is 404 as a missing one. */
export const getCustomerRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/customers/:brand/:email',
      {
        preValidation: staffGuard(deps, 'customers.read'),
        schema: { tags: ['staff'], params: customerParams, response: { 200: okEnvelope(customerDetailSchema), ...staffErrors } },
      },
      async (request, reply) => sendResult(reply, await getCustomer(deps.db, signedInStaff(request), request.params)),
    );
  };
