import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { BRAND_KEYS, PRODUCT_GROUPS } from '@store/core';
import { catalogErrorEnvelope } from '@store/core/catalog-admin/wire';
import { safeId, safeText } from '@store/core';
import { errorBody } from '../../plugins/reply';
import { ERROR_STATUS } from '../../plugins/error-status';
import type { CatalogEditResult } from '../../use-cases/catalog-admin/commit-product-edits';
import { staffErrors } from '../staff-auth/schemas';

export const brandField = z.enum(BRAND_KEYS);
export const productIdField = safeId(100).regex(/^[a-z0-9][a-z0-9_-]*$/, 'expected a product id');
export const productParams = z.strictObject({ brand: brandField, id: productIdField });

export const productListQuery = z.strictObject({
  brand: brandField.optional(),
  group: z.enum(PRODUCT_GROUPS).optional(),
  q: safeText({ max: 200 }).optional(),
});

/** The staff errors, with a refused save's problems listed per field on the 400. */
export const catalogEditErrors = { ...staffErrors, 400: catalogErrorEnvelope };

/** Larger than the API's default: a bulk save or a price sheet of a few thousand variants. */
export const BULK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Sends an edit's result: the saved products, or the error envelope with each problem at its path. */
export function sendEdit<T>(reply: FastifyReply, result: CatalogEditResult<T>) {
  if (result.ok) return reply.send({ status: 'ok' as const, result: result.value });
  const { code, message, errors } = result.error;
  return reply.code(ERROR_STATUS[code]).send(errors ? { ...errorBody(code, message), errors } : errorBody(code, message));
}
