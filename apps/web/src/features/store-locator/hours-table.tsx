import { hoursRows, type WeeklyHours } from '@store/core/store-locator/hours';

/** A showroom's week as a table: runs of days with the same hours on one row, Monday first, 'Closed' where it does not open. */
export function HoursTable({ hours, name }: { hours: WeeklyHours; name: string }) {
  return (
    <table className="w-full max-w-xs self-start text-sm">
      <caption className="sr-only">Opening hours of {name}</caption>
      <tbody>
        {hoursRows(hours).map((row) => (
          <tr key={row.days} className="border-t border-black/10 first:border-t-0">
            <th scope="row" className="py-1 pr-4 text-left font-normal text-muted">
              {row.days}
            </th>
            <td className="py-1 text-right tabular-nums">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
