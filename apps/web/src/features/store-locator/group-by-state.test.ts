import { describe, expect, it } from 'vitest';
import { groupByState } from './group-by-state';

describe('store locator without a search: showrooms grouped by state', () => {
  it('names each state and orders them alphabetically, keeping the order inside a state', () => {
    const rooms = [
      { id: 'a', state: 'NY' },
      { id: 'b', state: 'CA' },
      { id: 'c', state: 'NY' },
      { id: 'd', state: 'DC' },
    ];
    expect(groupByState(rooms, 'US')).toEqual([
      { state: 'CA', name: 'California', rooms: [{ id: 'b', state: 'CA' }] },
      { state: 'DC', name: 'District of Columbia', rooms: [{ id: 'd', state: 'DC' }] },
      {
        state: 'NY',
        name: 'New York',
        rooms: [
          { id: 'a', state: 'NY' },
          { id: 'c', state: 'NY' },
        ],
      },
    ]);
  });

  it('uses province names for a Canadian brand', () => {
    expect(groupByState([{ state: 'QC' }, { state: 'BC' }], 'CA').map((g) => g.name)).toEqual(['British Columbia', 'Quebec']);
  });
});
