import type { Showroom } from '../../lib/api/store-locator';
import { HoursTable } from './hours-table';

/** The distance the API gave, with its unit ('0.5 mi', '2.6 km'); null without a search. */
export function distanceLabel(room: Pick<Showroom, 'distanceMiles' | 'distanceKm'>): string | null {
  if (room.distanceMiles !== undefined) return `${room.distanceMiles.toFixed(1)} mi`;
  if (room.distanceKm !== undefined) return `${room.distanceKm.toFixed(1)} km`;
  return null;
}

/** One showroom: its map number, name, address, phone (tel: link), distance and hours. */
export function ShowroomCard({ room, number }: { room: Showroom; number: number }) {
  const distance = distanceLabel(room);
  const digits = room.phone.replace(/\D/g, '');
  return (
    <li className="flex flex-col gap-3 rounded-brand bg-surface p-4 sm:flex-row sm:justify-between" data-testid="showroom">
      <div className="flex flex-col gap-1">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm text-brand-text"
          >
            {number}
          </span>
          <span data-testid="showroom-name">{room.name}</span>
        </h3>
        {distance ? (
          <p className="font-semibold" data-testid="showroom-distance">
            {distance} away
          </p>
        ) : null}
        <address className="not-italic">
          {room.line1}
          <br />
          {room.city}, {room.state} {room.postalCode}
        </address>
        <p>
          <a href={`tel:+1${digits}`} className="font-semibold underline" aria-label={`Call ${room.name}, ${room.phone}`}>
            {room.phone}
          </a>
        </p>
      </div>
      <HoursTable hours={room.hours} name={room.name} />
    </li>
  );
}
