import type { FastifyRequest } from 'fastify';
import { accountSessionHash, guestSessionOf } from '../../plugins/session';

/** Whose votes a read shows as `myVote`: the shopper's identity when there is one; reading never issues a session. */
export function viewerOf(request: FastifyRequest): string | null {
  if (request.account) return accountSessionHash(request.account.userId);
  return guestSessionOf(request)?.hash ?? null;
}
