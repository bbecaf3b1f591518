import { describe, expect, it } from 'vitest';
import { rejectReviewSchema, replyReviewSchema, reviewQueueQuerySchema } from './moderation-wire';

describe('staff moderation bodies', () => {
  it.each<[string, unknown, string | null]>([
    ['a reason, trimmed, line breaks kept', { version: 1, reason: '  Names a competitor.\r\nSorry!  ' }, null],
    ['an empty reason', { version: 1, reason: '   ' }, 'Write a reason'],
    ['no reason', { version: 1 }, 'Write a reason'],
    ['a huge reason', { version: 1, reason: 'x'.repeat(1001) }, 'A reason is too long (at most 1000 characters)'],
    ['a NUL byte', { version: 1, reason: 'bad\u0000byte' }, 'must not contain control characters or unpaired surrogates'],
    ['a lone surrogate', { version: 1, reason: 'bad \ud800 half' }, 'must not contain control characters or unpaired surrogates'],
    ['no version', { reason: 'ok' }, 'Send the version of the review you read'],
    ['a status smuggled in', { version: 1, reason: 'ok', status: 'published' }, 'Unrecognized key: "status"'],
  ])('reject: %s', (_name, body, message) => {
    const parsed = rejectReviewSchema.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
    if (parsed.success) expect(parsed.data.reason).toBe('Names a competitor.\nSorry!');
  });

  it('reply: at most 2000 characters', () => {
    expect(replyReviewSchema.safeParse({ version: 2, text: 'y'.repeat(2000) }).success).toBe(true);
    expect(replyReviewSchema.safeParse({ version: 2, text: 'y'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'A reply is too long (at most 2000 characters)',
    );
  });

  it('queue: held by default, pages from 1', () => {
    expect(reviewQueueQuerySchema.parse({})).toEqual({ status: 'held', page: 1 });
    expect(reviewQueueQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(reviewQueueQuerySchema.safeParse({ brand: 'nope' }).success).toBe(false);
  });
});
