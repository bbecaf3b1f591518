import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from '../../plugins/session';
import type { OrderReader } from '../../use-cases/orders/order-access';

/** Who reads an order in this request: its session and, when signed in, its account (owner check). */
export function orderReaderOf(request: FastifyRequest, reply: FastifyReply): OrderReader {
  return { sessionHash: sessionOf(request, reply).hash, accountId: request.account?.userId ?? null };
}
