import type { FastifyReply, FastifyRequest } from 'fastify';
import { reviewViewer, reviewVoter } from '@store/core';
import { guestSessionOf, sessionOf } from '../../plugins/session';

/** Whose votes a read shows as `myVote` (core reviewViewer); reading never issues a session. */
export function viewerOf(request: FastifyRequest): string | null {
  return reviewViewer({
    accountId: request.account?.userId ?? null,
    clientAddress: request.ctx.clientAddress,
    hasSession: guestSessionOf(request) !== null,
  });
}

/**
 * Who a vote counts for (core reviewVoter): the account, else the client address. A guest without a session gets one,
 * so the reads that follow show the vote as theirs.
 */
export function voterOf(request: FastifyRequest, reply: FastifyReply): string {
  if (!request.account) sessionOf(request, reply);
  return reviewVoter({ accountId: request.account?.userId ?? null, clientAddress: request.ctx.clientAddress, hasSession: true });
}
