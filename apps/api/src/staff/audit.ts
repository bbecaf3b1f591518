import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/repositories/carts';
import { auditLog } from '../db/schema';
import { signedInStaff } from './staff-guard';

/** Who did it and from where: the staff account (null for a command run on the server) and its email at the time. */
export interface AuditActor {
  staffId: string | null;
  staffEmail: string;
  address: string;
}

/** What was done to what, with the values before and after (null where there was none). */
export interface AuditEntry {
  action: string;
  brand: string | null;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** The actor of a guarded /admin request. */
export function actorOf(request: FastifyRequest): AuditActor {
  const staff = signedInStaff(request);
  return { staffId: staff.id, staffEmail: staff.email, address: request.ctx.clientAddress };
}

/**
 * Appends one entry to the audit log, in the caller's transaction, so an action and its record commit together or not
 * at all. The table refuses updates and deletes (a trigger), so what is written here stays as written.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...actor, ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
