import type { FastifyReply } from 'fastify';
import type { DomainError, DomainErrorCode, DomainErrorReason, Result } from '@store/core';
import { ERROR_STATUS } from './error-status';

/**
 * The error envelope, with the failure's typed reason when it has one: clients tell failures of one code
 * apart by the reason, never by the message (people's wording, which may change).
 */
export function errorBody(code: DomainErrorCode, message: string, reason?: DomainErrorReason) {
  return reason === undefined ? { status: 'error' as const, code, message } : { status: 'error' as const, code, message, reason };
}

/** Sends a domain failure with the status of its code and its reason. */
export function sendError(reply: FastifyReply, error: DomainError) {
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.code(ERROR_STATUS[error.code]).send(errorBody(error.code, error.message, error.reason));
}

/** Sends a use case's Result in the `{status, result}` envelope, or its error with the mapped status. */
export function sendResult<T>(reply: FastifyReply, result: Result<T>) {
  if (!result.ok) return sendError(reply, result.error);
  return reply.send({ status: 'ok' as const, result: result.value });
}
