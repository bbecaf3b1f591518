import type { FastifyRequest } from 'fastify';
import { err, ok, type BrandKey, type Result } from '@store/core';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { CATALOG_FILE_BODY_LIMIT_BYTES } from '@store/core/back-office/catalog-file-wire';
import { signedInStaff } from '../../staff/staff-guard';

/** A brand outside the member's brands is answered as if it did not exist. */
export function brandInScope(request: FastifyRequest, brand: BrandKey): Result<BrandKey> {
  return staffSeesBrand(signedInStaff(request).brands, brand) ? ok(brand) : err('NOT_FOUND', `No brand ${brand}`);
}

/**
 * The uploaded catalogue file, read as its bytes (its fingerprint is of the bytes the member planned) within
 * CATALOG_FILE_BODY_LIMIT_BYTES (larger: 413). Used in the upload routes' own plugins only.
 */
export const catalogFileBody = { parseAs: 'buffer' as const, bodyLimit: CATALOG_FILE_BODY_LIMIT_BYTES };
