import { MODERATED_FIELDS, MODERATION_REASONS, type ModeratedField, type ModerationReason } from './moderation-reasons';
import { folded, longestDigitRun, MAIL_PROVIDERS, moderationText } from './moderation-text';

/**
 * Rule (review moderation): a written review is held back for staff ('pending') when its title, text or
 * display name contains a URL, an email address, a phone number or a word of a short blocked list, as written or as a
 * person would read it (moderation-text.ts: full-width and look-alike letters, invisible characters, `dot`, digits
 * spelled out), or when it is doubtful: seven or more digits partly spelled out (a local number?), or one word mixing
 * Latin with Cyrillic or Greek letters (only a disguise does that). Otherwise it is published at once. Pending reviews
 * are neither listed nor counted.
 */

/**
 * A URL: any `scheme://` (http, ftp, hxxp...), a script or data scheme (`javascript:`, `vbscript:`, `data:text/html`),
 * `www.`, or a name under a common top-level domain.
 */
const URL_PATTERN =
  /\b[a-z][a-z0-9+.-]{1,20}:\/\/\S*|\b(?:javascript|vbscript|livescript):|\bdata:[a-z-]+\/|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|info|biz|xyz|ru|cn|shop|top|link|ly)\b/i;
const EMAIL_PATTERN = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** An address at a free mail provider written without its ending (`john@gmail`, read from `j o h n at gmail`). */
const MAIL_PROVIDER_PATTERN = new RegExp(`[^\\s@]+@(?:${MAIL_PROVIDERS.join('|')})\\b`, 'i');
/** North-American-style numbers (555-123-4567, (555) 123 4567, +1 555.123.4567) and any run of 10+ digits. */
const PHONE_PATTERN = /(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\d{10,}/;

/** A short blocked list: spam words and strong profanity (whole words, any case). */
export const REVIEW_BLOCKED_WORDS = [
  'viagra',
  'casino',
  'bitcoin',
  'crypto',
  'porn',
  'xxx',
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'asshole',
  'cunt',
] as const;

const BLOCKED_PATTERN = new RegExp(`\\b(?:${REVIEW_BLOCKED_WORDS.join('|')})\\b`, 'i');

export type ModerationStatus = 'published' | 'pending';
export { MODERATED_FIELDS, MODERATION_REASONS, type ModeratedField, type ModerationReason };

/** A number long enough to be a phone number (North American: area code and number). */
const PHONE_DIGITS = 10;
/** Digits, some spelled out, at least this many in a run: perhaps a local number, so a person looks. */
const DOUBTFUL_DIGITS = 7;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

export interface ModeratedText {
  title: string;
  content: string;
  displayName: string;
}

/** Why a text is held back, or null when it may be published. */
export function moderationReason(text: string): ModerationReason | null {
  const read = moderationText(text);
  const found = patternReason(text) ?? patternReason(read);
  if (found) return found;
  if (longestDigitRun(read) >= PHONE_DIGITS) return 'phone';
  if (longestDigitRun(read) >= DOUBTFUL_DIGITS && longestDigitRun(folded(text)) < longestDigitRun(read)) return 'doubtful';
  return mixesScripts(text) ? 'doubtful' : null;
}

function patternReason(text: string): Exclude<ModerationReason, 'doubtful'> | null {
  if (EMAIL_PATTERN.test(text) || MAIL_PROVIDER_PATTERN.test(text)) return 'email';
  if (URL_PATTERN.test(text)) return 'url';
  if (PHONE_PATTERN.test(text)) return 'phone';
  if (BLOCKED_PATTERN.test(text)) return 'blocked-word';
  return null;
}

/** One word with both Latin and Cyrillic or Greek letters (`Рaypal`): a text in one script never has one. */
function mixesScripts(text: string): boolean {
  const words = text.normalize('NFKC').match(/\p{L}+/gu) ?? [];
  return words.some((word) => LATIN.test(word) && CYRILLIC_OR_GREEK.test(word));
}

/** 'pending' when any field of the review trips the rule, else 'published'. */
export function moderationStatus(review: ModeratedText): ModerationStatus {
  const fields = [review.title, review.content, review.displayName];
  return fields.some((field) => moderationReason(field) !== null) ? 'pending' : 'published';
}

/** What made a text held: the reason and the part of the text, as moderation read it, that tripped it. */
export interface ModerationFinding {
  reason: ModerationReason;
  match: string;
}

const FINDING_PATTERNS: ReadonlyArray<readonly [Exclude<ModerationReason, 'doubtful'>, RegExp]> = [
  ['email', EMAIL_PATTERN],
  ['email', MAIL_PROVIDER_PATTERN],
  ['url', URL_PATTERN],
  ['phone', PHONE_PATTERN],
  ['blocked-word', BLOCKED_PATTERN],
];

/**
 * Every reason a text is held, each with what matched (in the text as moderation reads it, else as written), so staff
 * see why. Empty exactly when moderationReason is null: the same checks, all of them instead of the first.
 */
export function moderationFindings(text: string): ModerationFinding[] {
  const read = moderationText(text);
  const findings: ModerationFinding[] = [];
  const add = (reason: ModerationReason, match: string) => {
    if (!findings.some((f) => f.reason === reason && f.match === match)) findings.push({ reason, match });
  };
  for (const [reason, pattern] of FINDING_PATTERNS) {
    const match = pattern.exec(read) ?? pattern.exec(text);
    if (match) add(reason, match[0]);
  }
  const run = longestRun(read);
  if (run.digits >= PHONE_DIGITS) add('phone', run.text);
  else if (run.digits >= DOUBTFUL_DIGITS && longestDigitRun(folded(text)) < run.digits) add('doubtful', run.text);
  for (const word of mixedScriptWords(text)) add('doubtful', word);
  return findings;
}

/** The longest run of digits (as longestDigitRun counts them) and its text. */
function longestRun(text: string): { digits: number; text: string } {
  let best = { digits: 0, text: '' };
  for (const run of text.match(/\d(?:[\s().-]{0,3}\d)*/g) ?? []) {
    const digits = run.replace(/\D/g, '').length;
    if (digits > best.digits) best = { digits, text: run };
  }
  return best;
}

function mixedScriptWords(text: string): string[] {
  const words = text.normalize('NFKC').match(/\p{L}+/gu) ?? [];
  return words.filter((word) => LATIN.test(word) && CYRILLIC_OR_GREEK.test(word));
}

/** A finding in one field of a review. */
export interface ReviewFinding extends ModerationFinding {
  field: ModeratedField;
}

/** Every finding in every field of a review: empty exactly when moderationStatus is 'published'. */
export function reviewFindings(review: ModeratedText): ReviewFinding[] {
  return MODERATED_FIELDS.flatMap((field) => moderationFindings(review[field]).map((f) => ({ field, ...f })));
}

/** The distinct reasons a review is held, in the order of MODERATION_REASONS (what the review row keeps). */
export function heldReasons(review: ModeratedText): ModerationReason[] {
  const found = new Set(reviewFindings(review).map((f) => f.reason));
  return MODERATION_REASONS.filter((reason) => found.has(reason));
}
