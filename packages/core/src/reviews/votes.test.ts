import { describe, expect, it } from 'vitest';
import { reviewViewer, reviewVoter, voteDelta, type ReviewVoterContext } from './votes';
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

describe('rule: a vote counts once per person (the account, else the client address), however many sessions', () => {
  it.each<[string, ReviewVoterContext, string, string | null]>([
    ['a signed-in shopper', { accountId: 'u1', clientAddress: '203.0.113.9', hasSession: true }, 'acct:u1', 'acct:u1'],
    ['the same account elsewhere', { accountId: 'u1', clientAddress: '198.51.100.2', hasSession: true }, 'acct:u1', 'acct:u1'],
    [
      'a guest with a session',
      { accountId: null, clientAddress: '203.0.113.9', hasSession: true },
      'addr:203.0.113.9',
      'addr:203.0.113.9',
    ],
    ['a guest without one', { accountId: null, clientAddress: '203.0.113.9', hasSession: false }, 'addr:203.0.113.9', null],
    [
      'an IPv6 guest',
      { accountId: null, clientAddress: '2001:db8::7', hasSession: true },
      'addr:2001:db8::7',
      'addr:2001:db8::7',
    ],
  ])('%s votes as %s', (_name, who, voter, viewer) => {
    expect(reviewVoter(who)).toBe(voter);
    expect(reviewViewer(who)).toBe(viewer);
  });
});
