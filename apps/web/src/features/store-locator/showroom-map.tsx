import { fitBox, mapSize, projectPoint, REGION_MAP_BOX } from '@store/core/store-locator/projection';
import type { Showroom, ShowroomSearch } from '../../lib/api/store-locator';

const WIDTH = 600;

interface ShowroomMapProps {
  region: 'US' | 'CA';
  showrooms: readonly Showroom[];
  origin: ShowroomSearch['origin'];
}

/**
 * A drawn map (no tiles, nothing fetched): a box fitted to the showrooms shown, with a line every degree (every 5 when
 * it spans the country), each showroom as its list number at its projected latitude and longitude, and the searched
 * postal code as a ring.
 */
export function ShowroomMap({ region, showrooms, origin }: ShowroomMapProps) {
  // The box fits what is shown (the showrooms and the searched code); the region's box when there is nothing to show.
  const box = fitBox([...showrooms, ...(origin ? [origin] : [])], REGION_MAP_BOX[region]);
  const size = mapSize(box, WIDTH);
  const at = (p: { latitude: number; longitude: number }) => projectPoint(p, box, size);
  const step = box.east - box.west > 20 ? 5 : 1;
  const meridians = range(Math.ceil(box.west / step) * step, box.east, step).map(
    (longitude) => at({ latitude: box.north, longitude }).x,
  );
  const parallels = range(Math.ceil(box.south / step) * step, box.north, step).map(
    (latitude) => at({ latitude, longitude: box.west }).y,
  );
  const here = origin ? at(origin) : null;
  const label = origin
    ? `Map: ${showrooms.length} showrooms around ${origin.postalCode}, numbered as in the list`
    : `Map: ${showrooms.length} showrooms, numbered as in the list`;
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`-20 -20 ${size.width + 40} ${size.height + 40}`}
        role="img"
        aria-label={label}
        className="h-auto w-full rounded-brand bg-surface"
        data-testid="showroom-map"
      >
        <rect x={0} y={0} width={size.width} height={size.height} fill="none" stroke="currentColor" strokeOpacity={0.35} />
        <g stroke="currentColor" strokeOpacity={0.12}>
          {meridians.map((x) => (
            <line key={`m${x}`} x1={x} y1={0} x2={x} y2={size.height} />
          ))}
          {parallels.map((y) => (
            <line key={`p${y}`} x1={0} y1={y} x2={size.width} y2={y} />
          ))}
        </g>
        {/* The searched code under the markers: a ring that shows around the nearest one. */}
        {here ? (
          <g data-testid="map-origin">
            <circle cx={here.x} cy={here.y} r={22} fill="none" className="stroke-accent" strokeWidth={3} />
          </g>
        ) : null}
        {/* The nearest drawn last, so it stays on top where markers overlap. */}
        {[...showrooms.entries()].reverse().map(([index, room]) => {
          const p = at(room);
          return (
            <g key={room.id} data-testid="map-marker">
              <circle cx={p.x} cy={p.y} r={14} className="fill-brand" stroke="white" strokeWidth={1.5} />
              <text
                x={p.x}
                y={p.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={15}
                fontWeight={700}
                className="fill-brand-text"
              >
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted">
        {origin ? `The ring marks ${origin.postalCode}. ` : ''}Not to street level: positions by latitude and longitude.
      </figcaption>
    </figure>
  );
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}
