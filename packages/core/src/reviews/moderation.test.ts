import { describe, expect, it } from 'vitest';
import { heldReasons, moderationFindings, moderationReason, moderationStatus, reviewFindings } from './moderation';

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

describe('rule: moderation reads the text as a person would (width, case, look-alike letters, spelled-out digits)', () => {
  it.each<[string, string, ReturnType<typeof moderationReason>]>([
    ['full-width letters and dot', 'Great, more at ｅｖｉｌ．ｃｏｍ', 'url'],
    ['Cyrillic look-alike letters', 'more at еvil.соm', 'url'],
    ['Greek look-alike letters', 'more at evil.cοm', 'url'],
    ['an invisible space inside the name', 'more at evil\u200b.com', 'url'],
    ['a spelled-out dot', 'more at evil dot com', 'url'],
    ['a bracketed dot', 'more at evil[dot]com', 'url'],
    ['a spelled-out email', 'write jo (at) example (dot) org', 'email'],
    ['full-width digits', 'call ５５５-１２３-４５６７', 'phone'],
    ['a number half spelled out', 'call five one two 555 one two three four', 'phone'],
    ['a number spelled out in full', 'Five One Two Five Five Five One Two Three Four', 'phone'],
    ['digits with odd spacing', 'call 5 1 2 5 5 5 1 2 3 4', 'phone'],
    ['a circled-digit number', 'call ⑤⑤⑤ ① ② ③ ④ ⑤ ⑥ ⑦', 'phone'],
    ['a full-width blocked word', 'best ｃａｓｉｎｏ bonus', 'blocked-word'],
    ['a blocked word in look-alike letters', 'best саsinо bonus', 'blocked-word'],
    ['seven spelled-out digits (a local number?)', 'ring five five five one two three four', 'doubtful'],
    ['a word mixing Latin and Cyrillic letters', 'Order from Рaypal store', 'doubtful'],
    ['a word mixing Latin and Greek letters', 'the Αmazon one is worse', 'doubtful'],
    ['a bare spoken dot', 'deals on example dot com', 'url'],
    ['spaced letters and a spoken at', 'write j o h n at gmail', 'email'],
    ['a spoken at before a provider', 'mail john at gmail for the code', 'email'],
    ['spoken at and dot', 'john at example dot com', 'url'],
    ['full-width digits without dashes', 'call ５５５１２３４５６７', 'phone'],
    ['full-width digits with full-width spaces', 'call ５５５　１２３　４５６７', 'phone'],
    ['a spam word in Cyrillic look-alikes', 'cheap viаgrа here', 'blocked-word'],
    ['a spam word in full-width letters', 'ｖｉａｇｒａ deals', 'blocked-word'],
    ['a spam word with invisible characters', 'bit\u200bcoin tips', 'blocked-word'],
    ['seven digits spelled out', 'five five five one two three four', 'doubtful'],
  ])('%s: %j -> %s', (_name, text, reason) => {
    expect(moderationReason(text)).toBe(reason);
  });

  it.each([
    'One of the best, two thumbs up',
    'We waited five days, then two more for the frame',
    'It took 2 people 20 minutes, 10/10',
    'Polka dot comforter, lovely',
    'Bought it at the store, then online',
    'Was $1,299.00 - now $999.00, a steal',
    'Firm: 7 out of 10, queen 60x80x11',
    'Ночь прошла отлично, спасибо',
    'Zoë and Björn love the café-quality feel',
    'Family approved 👨‍👩‍👧 sleeps like a dream',
    'Oh, five stars from me',
    'I looked at it twice before buying',
    'We bought it at the store, then at a sale',
    'Plan a b for the guest room',
  ])('published as written: %j', (text) => {
    expect(moderationReason(text)).toBeNull();
  });

  it.each<[string, { title: string; content: string; displayName: string }]>([
    ['a disguised link in the text', { title: 'Great', content: 'see ｅｖｉｌ．ｃｏｍ', displayName: 'Ann' }],
    [
      'a spelled-out phone in the name',
      { title: 'Great', content: 'Comfy', displayName: 'five one two five five five one two three four' },
    ],
    ['a doubtful title', { title: 'Рaypal deal', content: 'Comfy', displayName: 'Ann' }],
  ])('%s: held (pending) for staff, not published', (_name, review) => {
    expect(moderationStatus(review)).toBe('pending');
  });
});

describe('moderationFindings: every reason a text is held, with what matched, as staff see it', () => {
  it.each<[string, Array<{ reason: string; match: string }>]>([
    ['Great mattress, my back pain is gone.', []],
    ['more at ｅｖｉｌ．ｃｏｍ', [{ reason: 'url', match: 'evil.com' }]],
    ['write j o h n at gmail', [{ reason: 'email', match: 'john@gmail' }]],
    [
      'casino deals at example dot com',
      [
        { reason: 'url', match: 'example.com' },
        { reason: 'blocked-word', match: 'casino' },
      ],
    ],
    ['ring five five five one two three four', [{ reason: 'doubtful', match: '5 5 5 1 2 3 4' }]],
    ['call ５５５-１２３-４５６７', [{ reason: 'phone', match: '555-123-4567' }]],
    ['Order from Рaypal store', [{ reason: 'doubtful', match: 'Рaypal' }]],
  ])('%j -> %j', (text, findings) => {
    expect(moderationFindings(text)).toEqual(findings);
  });

  it.each([
    'See https://spam.example for deals',
    'write me at jo@example.org',
    '+1 555.123.4567 anytime',
    'this is SHIT',
    'Shitake mushrooms smell? no',
    'Slept 8 hours, 10/10 would buy again',
    'call five one two 555 one two three four',
    'the Αmazon one is worse',
    'Polka dot comforter, lovely',
    'Was $1,299.00 - now $999.00, a steal',
  ])('held by findings exactly when held by the rule: %j', (text) => {
    expect(moderationFindings(text).length > 0).toBe(moderationReason(text) !== null);
  });

  it('a review: findings per field, and the distinct reasons the row keeps', () => {
    const review = { title: 'Best casino', content: 'see evil dot com or evil dot net', displayName: 'j o h n at gmail' };
    expect(reviewFindings(review)).toEqual([
      { field: 'title', reason: 'blocked-word', match: 'casino' },
      { field: 'content', reason: 'url', match: 'evil.com' },
      { field: 'displayName', reason: 'email', match: 'john@gmail' },
    ]);
    expect(heldReasons(review)).toEqual(['url', 'email', 'blocked-word']);
    expect(heldReasons({ title: 'Great', content: 'Really comfortable bed.', displayName: 'Ann' })).toEqual([]);
  });
});
