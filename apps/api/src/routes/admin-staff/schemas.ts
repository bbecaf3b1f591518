import { z } from 'zod';
import { safeText } from '@store/core';
import type { FastifyRequest } from 'fastify';
import { actorOf, type AuditActor } from '../../staff/audit';
import { signedInStaff } from '../../staff/staff-guard';
import type { StaffBrands } from '@store/core/back-office/staff-roles';

/** A staff account's id in the path. */
export const staffIdParams = z.object({ id: safeText({ min: 1, max: 64 }) });

/** Brand keys or every brand; the use case says which keys it does not know. */
export const staffBrandsField = z.union([z.literal('all'), z.array(safeText({ min: 1, max: 40 })).max(50)]);

/** A role as typed; the use case names the roles when it does not know it. */
export const staffRoleField = safeText({ min: 1, max: 40 });

/** The owner acting, for the audit log and for "you are the only owner". */
export const ownerActor = (request: FastifyRequest): AuditActor & { staffId: string } => ({
  ...actorOf(request),
  staffId: signedInStaff(request).id,
});

/** The brands the acting owner's own account works on: the accounts they may see, change and grant. */
export const ownerBrands = (request: FastifyRequest): StaffBrands => signedInStaff(request).brands;
