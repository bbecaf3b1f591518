import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../context';
import { newGuestSession } from '../../plugins/session';
import type { AfterSignInDeps } from '../../use-cases/accounts/after-sign-in';

/** What a sign-in use case needs from the request: the wiring, and a way to issue a new guest sid on this reply. */
export const signInDeps = (deps: Deps, request: FastifyRequest, reply: FastifyReply): AfterSignInDeps & Deps => ({
  ...deps,
  rotateGuestSession: () => newGuestSession(request, reply),
});
