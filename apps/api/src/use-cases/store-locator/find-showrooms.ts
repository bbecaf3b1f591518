import { err, INVALID_ZIP_MESSAGE, normalizeZip, ok, type Result } from '@store/core';
import { distanceUnitFor, sortByDistance } from '@store/core/store-locator/distance';
import type { Showroom, ShowroomSearch } from '@store/core/store-locator/wire';
import { unknownPostalCodeMessage } from '@store/core/store-locator/postal-code-copy';
import type { Deps, RequestContext } from '../../context';
import { listShowrooms, type ShowroomRow } from '../../db/repositories/showrooms';
import { postalPoint } from '../../postal/postal-point';

const withoutBrand = ({ brand: _brand, ...room }: ShowroomRow): Showroom => room;

/**
 * GET /store-locator?postalCode=&limit=: the brand's showrooms nearest first from the code's coordinates (the
 * postal-code package), each with its great-circle distance; without a code, all of them by state and city. A code
 * outside the region's format gets the checkout's 'Please enter a valid zip code'; one the data does not know has its own
 * message. Only the requesting brand's showrooms are read.
 */
export async function findShowrooms(
  ctx: RequestContext,
  input: { postalCode: string | null; limit: number },
  deps: Pick<Deps, 'db'>,
): Promise<Result<ShowroomSearch>> {
  const region = ctx.brandConfig.region;
  const unit = distanceUnitFor(region);
  const rooms = (await listShowrooms(deps.db, ctx.brand)).map(withoutBrand);
  if (input.postalCode === null) return ok({ origin: null, unit, showrooms: rooms.slice(0, input.limit) });
  if (normalizeZip(input.postalCode, region) === null) return err('BAD_REQUEST', INVALID_ZIP_MESSAGE);
  const origin = await postalPoint(input.postalCode, region);
  if (origin === null) return err('BAD_REQUEST', unknownPostalCodeMessage(region));
  const key = unit === 'mi' ? 'distanceMiles' : 'distanceKm';
  const showrooms = sortByDistance(origin, rooms, unit)
    .slice(0, input.limit)
    .map(({ distance, ...room }) => ({ ...room, [key]: distance }));
  return ok({ origin, unit, showrooms });
}
