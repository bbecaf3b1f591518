import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { base62FromBytes } from '@store/core';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import { randomBase62 } from '../../ids';
import { actorOf, type AuditActor } from '../../staff/audit';
import { signedInStaff } from '../../staff/staff-guard';

/** Who acts in the back office, passed first to a staff use case: the audit's actor and the brands they work on. */
export interface StaffContext {
  actor: AuditActor;
  brands: StaffBrands;
}

/** The staff context of a guarded /admin request. */
export function staffContextOf(request: FastifyRequest): StaffContext {
  return { actor: actorOf(request), brands: signedInStaff(request).brands };
}

const REFUND_ID_LENGTH = 24;

/**
 * A refund's id. With the staff request's Idempotency-Key it is derived from (member, order, key), so a retry of a
 * request whose process died after recording the refund finds that refund again instead of making a second one;
 * without a key it is random. 24 base62 characters either way.
 */
export function refundIdFor(ctx: StaffContext, orderId: string, requestKey: string | undefined): string {
  if (requestKey === undefined) return randomBase62(REFUND_ID_LENGTH);
  const who = ctx.actor.staffId ?? ctx.actor.staffEmail;
  for (let round = 0; ; round++) {
    const digest = createHash('sha512').update(`refund-id:${round}:${who}:${orderId}:${requestKey}`).digest();
    const id = base62FromBytes(digest, REFUND_ID_LENGTH);
    if (id) return id;
  }
}
