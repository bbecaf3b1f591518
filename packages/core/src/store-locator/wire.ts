import { z } from 'zod';
import { weeklyHoursSchema } from './hours';

/** GET /store-locator: one showroom as the API answers it (the distance only when a code was searched). */
export const showroomSchema = z.object({
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
  /** Miles for a US brand, kilometres for a Canadian one, to one decimal. */
  distanceMiles: z.number().optional(),
  distanceKm: z.number().optional(),
});
export type Showroom = z.infer<typeof showroomSchema>;

/** The searched code's place, the distance unit and the showrooms (nearest first, or by state without a code). */
export const showroomSearchSchema = z.object({
  origin: z
    .object({ postalCode: z.string(), city: z.string(), state: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  unit: z.enum(['mi', 'km']),
  showrooms: z.array(showroomSchema),
});
export type ShowroomSearch = z.infer<typeof showroomSearchSchema>;
