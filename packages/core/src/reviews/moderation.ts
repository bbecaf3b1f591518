import { folded, longestDigitRun, moderationText } from './moderation-text';

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
export type ModerationReason = 'url' | 'email' | 'phone' | 'blocked-word' | 'doubtful';

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
  if (EMAIL_PATTERN.test(text)) return 'email';
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
