import { BRAND_KEYS, BRANDS } from '@store/core';
import { showroomsFor } from '@store/core/store-locator/showrooms';
import type { Database } from '../client';
import { upsertShowrooms } from '../repositories/showrooms';
import { postalPoint } from '../../postal/postal-point';

/**
 * Writes every brand's seed showrooms (core showroomsFor) with the coordinates the postal-code package gives
 * each postal code. Deterministic and cheap, so it runs on every start; a code the package does not know is a seed bug
 * and stops the start.
 */
export async function seedShowrooms(db: Database): Promise<void> {
  for (const brand of BRAND_KEYS) {
    const rows = await Promise.all(
      showroomsFor(brand).map(async (room) => {
        const point = await postalPoint(room.postalCode, BRANDS[brand].region);
        if (point === null) throw new Error(`Showroom ${brand}/${room.id}: postal code ${room.postalCode} has no coordinates`);
        return { ...room, latitude: point.latitude, longitude: point.longitude };
      }),
    );
    await upsertShowrooms(db, brand, rows);
  }
}
