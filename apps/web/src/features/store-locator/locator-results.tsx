import type { ShowroomSearch } from '../../lib/api/store-locator';
import { groupByState } from './group-by-state';
import { ShowroomCard } from './showroom-card';
import { ShowroomMap } from './showroom-map';

/** The answer: nearest first under the searched place, or every showroom by state; the map beside the list. */
export function LocatorResults({ region, search }: { region: 'US' | 'CA'; search: ShowroomSearch }) {
  const { origin, showrooms } = search;
  if (showrooms.length === 0) return <p>There are no showrooms yet. Our team is happy to help by phone or chat.</p>;
  // Without a search the list reads by state name: the map numbers follow that order.
  const groups = origin ? [] : groupByState(showrooms, region);
  const ordered = origin ? showrooms : groups.flatMap((g) => g.rooms);
  const numbered = new Map(ordered.map((room, index) => [room.id, index + 1]));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <section aria-labelledby="showrooms-heading" className="flex flex-col gap-4">
        <h2 id="showrooms-heading" className="text-xl font-bold" data-testid="locator-heading">
          {origin
            ? `Showrooms nearest ${origin.postalCode} (${origin.city}, ${origin.state})`
            : `All ${showrooms.length} showrooms`}
        </h2>
        {origin ? (
          <ol className="flex flex-col gap-3" data-testid="showroom-list">
            {showrooms.map((room, index) => (
              <ShowroomCard key={room.id} room={room} number={index + 1} />
            ))}
          </ol>
        ) : (
          groups.map((group) => (
            <section key={group.state} aria-labelledby={`state-${group.state}`} className="flex flex-col gap-3">
              <h3 id={`state-${group.state}`} className="text-lg font-semibold" data-testid="state-heading">
                {group.name}
              </h3>
              <ul className="flex flex-col gap-3">
                {group.rooms.map((room) => (
                  <ShowroomCard key={room.id} room={room} number={numbered.get(room.id) ?? 0} />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
      <div className="lg:sticky lg:top-4">
        <ShowroomMap region={region} showrooms={ordered} origin={origin} />
      </div>
    </div>
  );
}
