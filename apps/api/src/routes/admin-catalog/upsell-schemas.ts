import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { safeId } from '@store/core';
import { upsellErrorEnvelope } from '@store/core/catalog-admin/upsell-wire';
import { errorBody } from '../../plugins/reply';
import { ERROR_STATUS } from '../../plugins/error-status';
import type { UpsellEditResult } from '../../use-cases/catalog-admin/commit-upsell-edit';
import { staffErrors } from '../staff-auth/schemas';
import { brandField } from './catalog-edit-schemas';

export const upsellNameField = safeId(100).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected an offer name');
export const upsellParams = z.strictObject({ brand: brandField, name: upsellNameField });
export const upsellBrandParams = z.strictObject({ brand: brandField });
export const upsellEditErrors = { ...staffErrors, 400: upsellErrorEnvelope };

/** Sends an offer edit's result: the saved offer, or the error envelope with each problem at its path in the offer. */
export function sendUpsellEdit<T>(reply: FastifyReply, result: UpsellEditResult<T>) {
  if (result.ok) return reply.send({ status: 'ok' as const, result: result.value });
  const { code, message, errors } = result.error;
  return reply.code(ERROR_STATUS[code]).send(errors ? { ...errorBody(code, message), errors } : errorBody(code, message));
}
