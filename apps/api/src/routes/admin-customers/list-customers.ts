import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPageSchema } from '@store/core/back-office/admin-customer-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listCustomers } from '../../use-cases/admin-customers/list-customers';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { customerListQuery } from './schemas';

/** GET /admin/customers: accounts and guest orderers of the member's brands, searched, one keyset page at a time. */
export const listCustomersRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/customers',
      {
        // Before validation: a caller without a session learns nothing, not even which queries are well-formed.
        preValidation: staffGuard(deps, 'customers.read'),
        schema: {
          tags: ['staff'],
          querystring: customerListQuery,
          response: { 200: okEnvelope(customerPageSchema), ...staffErrors },
        },
      },
      async (request, reply) => sendResult(reply, await listCustomers(deps.db, signedInStaff(request), request.query)),
    );
  };
