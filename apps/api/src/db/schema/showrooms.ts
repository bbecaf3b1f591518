import { doublePrecision, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '@store/core/store-locator/hours';

/**
 * Store locator: a brand's showrooms. Coordinates come from the postal-code package when a catalogue file is imported
 * (never typed); hours are a week of open/close times or null for closed, Monday first (core weeklyHoursSchema).
 */
export const showrooms = pgTable(
  'showrooms',
  {
    brand: text('brand').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.id] })],
);
