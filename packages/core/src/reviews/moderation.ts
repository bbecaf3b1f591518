/**
 * Rule (issue 11, review moderation): a written review is held back ('pending') when its title, text or display name
 * contains a URL, an email address, a phone number or a word of a short blocked list; otherwise it is published at
 * once. Pending reviews are neither listed nor counted.
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

export interface ModeratedText {
  title: string;
  content: string;
  displayName: string;
}

/** Why a text is held back, or null when it may be published. */
export function moderationReason(text: string): 'url' | 'email' | 'phone' | 'blocked-word' | null {
  if (EMAIL_PATTERN.test(text)) return 'email';
  if (URL_PATTERN.test(text)) return 'url';
  if (PHONE_PATTERN.test(text)) return 'phone';
  if (BLOCKED_PATTERN.test(text)) return 'blocked-word';
  return null;
}

/** 'pending' when any field of the review trips the rule, else 'published'. */
export function moderationStatus(review: ModeratedText): ModerationStatus {
  const fields = [review.title, review.content, review.displayName];
  return fields.some((field) => moderationReason(field) !== null) ? 'pending' : 'published';
}
