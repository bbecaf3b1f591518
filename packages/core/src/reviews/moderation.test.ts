import { describe, expect, it } from 'vitest';
import { moderationReason, moderationStatus } from './moderation';

describe('rule: a review with a URL, an email, a phone number or a blocked word is pending, else published', () => {
  it.each<[string, ReturnType<typeof moderationReason>]>([
    ['Great mattress, my back pain is gone.', null],
    ['Slept 8 hours, 10/10 would buy again', null],
    ['Delivered in 5 days, set up in 20 minutes', null],
    ['See https://spam.example for deals', 'url'],
    ['visit www.cheap-beds.net today', 'url'],
    ['buy at cheapbeds.com', 'url'],
    ['ftp://files.example/deal', 'url'],
    ['hxxp://spam.example', 'url'],
    ['Click javascript:alert(1) for a coupon', 'url'],
    ['JavaScript:void(0)', 'url'],
    ['vbscript:msgbox', 'url'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'url'],
    ['My sleep data: 8 hours a night', null],
    ['Note: firm, but in a good way', null],
    ['write me at jo@example.org', 'email'],
    ['call 555-123-4567 for a discount', 'phone'],
    ['call (555) 123 4567', 'phone'],
    ['+1 555.123.4567 anytime', 'phone'],
    ['text 5551234567', 'phone'],
    ['best casino bonus', 'blocked-word'],
    ['this is SHIT', 'blocked-word'],
    ['Shitake mushrooms smell? no', null],
  ])('%s -> %s', (text, reason) => {
    expect(moderationReason(text)).toBe(reason);
  });

  it.each<[string, { title: string; content: string; displayName: string }, 'published' | 'pending']>([
    ['clean text', { title: 'Great', content: 'Really comfortable bed.', displayName: 'Ann' }, 'published'],
    ['link in the title', { title: 'www.x.com', content: 'Really comfortable bed.', displayName: 'Ann' }, 'pending'],
    ['email as the name', { title: 'Great', content: 'Really comfortable bed.', displayName: 'a@b.co' }, 'pending'],
    ['phone in the text', { title: 'Great', content: 'Call 555 123 4567 now', displayName: 'Ann' }, 'pending'],
  ])('%s -> %s', (_name, review, status) => {
    expect(moderationStatus(review)).toBe(status);
  });
});
