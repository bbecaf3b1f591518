import { z } from 'zod';
import { safeText } from '@store/core';

/** The most showrooms one answer lists (a brand has at most twelve). */
const STORE_LOCATOR_MAX_LIMIT = 50;

export const storeLocatorQuery = z.object({
  postalCode: safeText({ max: 40 }).optional().describe('A US ZIP (US brands) or Canadian postal code (Canadian brands)'),
  limit: z.coerce.number().int().min(1).max(STORE_LOCATOR_MAX_LIMIT).default(STORE_LOCATOR_MAX_LIMIT),
});
