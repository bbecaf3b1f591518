import { formatDayHours, WEEKDAY_LABELS, WEEKDAYS, type WeeklyHours } from '@store/core/store-locator/hours';

/** A showroom's week as a table: one row per day, Monday first, 'Closed' where it does not open. */
export function HoursTable({ hours, name }: { hours: WeeklyHours; name: string }) {
  return (
    <table className="w-full max-w-xs text-sm">
      <caption className="sr-only">Opening hours of {name}</caption>
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr key={day} className="border-t border-black/10 first:border-t-0">
            <th scope="row" className="py-0.5 pr-4 text-left font-normal text-muted">
              {WEEKDAY_LABELS[day]}
            </th>
            <td className="py-0.5 text-right tabular-nums">{formatDayHours(hours[day])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
