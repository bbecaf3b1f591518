import { describe, expect, it } from 'vitest';
import { voteDelta } from './votes';
import type { VoteDirection } from './wire';

describe('rule: a vote change moves the counters by the old vote taken back and the new one counted', () => {
  it.each<[VoteDirection | null, VoteDirection | null, number, number]>([
    [null, 'up', 1, 0],
    [null, 'down', 0, 1],
    [null, null, 0, 0],
    ['up', 'up', 0, 0],
    ['up', 'down', -1, 1],
    ['up', null, -1, 0],
    ['down', 'up', 1, -1],
    ['down', 'down', 0, 0],
    ['down', null, 0, -1],
  ])('%s -> %s: up %i, down %i', (previous, next, up, down) => {
    expect(voteDelta(previous, next)).toEqual({ votesUp: up, votesDown: down });
  });
});
