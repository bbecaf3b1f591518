import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { makeProduct } from './support/factories';
import { shopper, type Shopper } from './support/shopper';
import { signedUpShopper } from './support/accounts';
import { insertReviews, makeReview } from './support/reviews';
import { reviewVotes } from '../src/db/schema';
import { VOTE_ADDRESS_DAILY_LIMIT, VOTE_RATE_LIMITED_MESSAGE } from '../src/use-cases/reviews/vote-on-review';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: { nestwood: [makeProduct({ id: 'alpha-mattress' })], arbor: [makeProduct({ id: 'arbor-latex' })] },
  });
  await insertReviews(t.db, [
    makeReview({ id: 'r-vote' }),
    makeReview({ id: 'r-seeded', votesUp: 10, votesDown: 2 }),
    makeReview({ id: 'r-crowd' }),
    makeReview({ id: 'r-many' }),
    makeReview({ id: 'r-account' }),
    makeReview({ id: 'r-pending', status: 'pending' }),
    makeReview({ id: 'r-arbor', brand: 'arbor', domainKey: 'arbor-latex' }),
  ]);
});
afterAll(() => t.close());

const vote = (s: Shopper, reviewId: string, direction: unknown) => s.call('POST', `/reviews/${reviewId}/vote`, { direction });
const myVoteOn = async (s: Shopper, reviewId: string): Promise<Review> => {
  const res = await s.call('POST', '/reviews/filter', { per_page: 100 });
  return (res.json().result.reviews as Review[]).find((r) => r.id === reviewId)!;
};

describe('POST /reviews/{id}/vote', () => {
  it('one vote per shopper: up, up again (no change), down, removed', async () => {
    const s = shopper(t.app);
    const up = await vote(s, 'r-vote', 'up');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', result: { votesUp: 1, votesDown: 0, myVote: 'up' } });
    expect((await vote(s, 'r-vote', 'up')).json().result).toEqual({ votesUp: 1, votesDown: 0, myVote: 'up' });
    expect((await myVoteOn(s, 'r-vote')).myVote).toBe('up');
    expect((await vote(s, 'r-vote', 'down')).json().result).toEqual({ votesUp: 0, votesDown: 1, myVote: 'down' });
    expect((await vote(s, 'r-vote', null)).json().result).toEqual({ votesUp: 0, votesDown: 0, myVote: null });
    expect(await myVoteOn(s, 'r-vote')).toMatchObject({ votesUp: 0, votesDown: 0, myVote: null });
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, 'r-vote'))).toEqual([]);
  });

  it('counts on top of the seeded counters, and another shopper sees the count but not the vote as theirs', async () => {
    const s = shopper(t.app);
    expect((await vote(s, 'r-seeded', 'up')).json().result).toEqual({ votesUp: 11, votesDown: 2, myVote: 'up' });
    expect(await myVoteOn(shopper(t.app), 'r-seeded')).toMatchObject({ votesUp: 11, myVote: null });
  });

  it('one person opening new sessions votes once: 30 sessions from one address count one vote, each sees it as theirs', async () => {
    const address = '10.30.30.30';
    for (let i = 0; i < 30; i++)
      expect((await vote(shopper(t.app, 'nestwood', address), 'r-many', 'up')).json().result).toEqual({
        votesUp: 1,
        votesDown: 0,
        myVote: 'up',
      });
    const later = shopper(t.app, 'nestwood', address);
    await later.call('GET', '/carts/my');
    expect(await myVoteOn(later, 'r-many')).toMatchObject({ votesUp: 1, myVote: 'up' });
    expect((await vote(later, 'r-many', 'down')).json().result).toEqual({ votesUp: 0, votesDown: 1, myVote: 'down' });
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, 'r-many'))).toHaveLength(1);
  });

  it('a read without a session shows nobody’s vote as the reader’s, even from an address that voted (cached server reads)', async () => {
    const address = '10.30.30.31';
    await vote(shopper(t.app, 'nestwood', address), 'r-many', 'up');
    const res = await t.app.inject({
      method: 'POST',
      url: '/reviews/filter',
      headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
      remoteAddress: address,
      payload: JSON.stringify({ per_page: 100 }),
    });
    expect((res.json().result.reviews as Review[]).find((r) => r.id === 'r-many')?.myVote).toBeNull();
  });

  it('50 concurrent votes from 50 addresses count exactly 50; 50 concurrent changes (new sessions, same addresses) move all 50', async () => {
    const addresses = Array.from({ length: 50 }, (_, i) => `10.50.50.${i + 1}`);
    const ups = await Promise.all(addresses.map((a) => vote(shopper(t.app, 'nestwood', a), 'r-crowd', 'up')));
    expect(ups.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await myVoteOn(shopper(t.app), 'r-crowd')).toMatchObject({ votesUp: 50, votesDown: 0 });
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, 'r-crowd'))).toHaveLength(50);
    await Promise.all(addresses.map((a) => vote(shopper(t.app, 'nestwood', a), 'r-crowd', 'down')));
    expect(await myVoteOn(shopper(t.app), 'r-crowd')).toMatchObject({ votesUp: 0, votesDown: 50 });
  });

  it('a signed-in shopper votes as the account: a second browser changes the same vote', async () => {
    const account = await signedUpShopper(t);
    expect((await vote(account.shopper, 'r-account', 'up')).json().result.votesUp).toBe(1);
    const elsewhere = shopper(t.app);
    expect(
      (await elsewhere.call('POST', '/accounts/sign-in', { email: account.email, password: account.password })).statusCode,
    ).toBe(200);
    expect((await myVoteOn(elsewhere, 'r-account')).myVote).toBe('up');
    expect((await vote(elsewhere, 'r-account', 'down')).json().result).toEqual({ votesUp: 0, votesDown: 1, myVote: 'down' });
  });

  it('404 Review not found for an unknown, pending or other brand’s review', async () => {
    for (const id of ['nope', 'r-pending', 'r-arbor']) {
      const res = await vote(shopper(t.app), id, 'up');
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Review not found' });
    }
  });

  it.each<[string, unknown]>([
    ['no direction', {}],
    ['an unknown direction', { direction: 'sideways' }],
    ['a number', { direction: 1 }],
    ['a string body', 'up'],
  ])('400 for %s', async (_name, body) => {
    const res = await shopper(t.app).call('POST', '/reviews/r-vote/vote', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });

  it('400 for odd bytes in the body or the id', async () => {
    const s = shopper(t.app);
    const odd = await s.call('POST', '/reviews/r-vote/vote', undefined, { 'content-type': 'application/json' });
    expect(odd.statusCode).toBe(400);
    const bytes = await t.app.inject({
      method: 'POST',
      url: '/reviews/r-vote/vote',
      headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]),
    });
    expect(bytes.statusCode).toBe(400);
    expect((await vote(s, 'r%01vote', 'up')).statusCode).toBe(400);
  });

  it(`429 with a clear message after ${VOTE_ADDRESS_DAILY_LIMIT} votes from one address in a day, signed in or not`, async () => {
    const address = '10.99.99.99';
    const account = await signedUpShopper(t);
    const signedIn = shopper(t.app, 'nestwood', address);
    for (const [k, v] of account.shopper.jar) signedIn.jar.set(k, v);
    for (let i = 0; i < VOTE_ADDRESS_DAILY_LIMIT; i++) {
      const voter = i % 2 === 0 ? shopper(t.app, 'nestwood', address) : signedIn;
      expect((await vote(voter, 'r-vote', i % 4 < 2 ? 'up' : 'down')).statusCode).toBe(200);
    }
    for (const voter of [shopper(t.app, 'nestwood', address), signedIn]) {
      const limited = await vote(voter, 'r-vote', 'up');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 'error', code: 'RATE_LIMITED', message: VOTE_RATE_LIMITED_MESSAGE });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not held.
    expect((await vote(shopper(t.app), 'r-vote', 'up')).statusCode).toBe(200);
  });
});
