import { z } from 'zod';
import { safeText } from '@store/core';
import { weeklyHoursSchema } from '@store/core/store-locator/hours';

/** The most showrooms one answer lists (a brand has at most twelve). */
export const STORE_LOCATOR_MAX_LIMIT = 50;

export const storeLocatorQuery = z.object({
  postalCode: safeText({ max: 40 }).optional().describe('A US ZIP (US brands) or Canadian postal code (Canadian brands)'),
  limit: z.coerce.number().int().min(1).max(STORE_LOCATOR_MAX_LIMIT).default(STORE_LOCATOR_MAX_LIMIT),
});

const showroom = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hours: weeklyHoursSchema,
  distanceMiles: z.number().optional(),
  distanceKm: z.number().optional(),
});

export const showroomSearchResult = z.object({
  origin: z
    .object({ postalCode: z.string(), city: z.string(), state: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  unit: z.enum(['mi', 'km']),
  showrooms: z.array(showroom),
});
