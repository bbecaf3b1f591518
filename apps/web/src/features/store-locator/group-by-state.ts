import { CA_PROVINCES, US_STATES } from '@store/core/address/states';

/** Showrooms under their state or province's name, states in alphabetical order, showrooms in the given order. */
export function groupByState<T extends { state: string }>(
  rooms: readonly T[],
  region: 'US' | 'CA',
): Array<{ state: string; name: string; rooms: T[] }> {
  const names = region === 'CA' ? CA_PROVINCES : US_STATES;
  const groups = new Map<string, T[]>();
  for (const room of rooms) groups.set(room.state, [...(groups.get(room.state) ?? []), room]);
  return [...groups.entries()]
    .map(([state, list]) => ({ state, name: names[state] ?? state, rooms: list }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
