/**
 * Why the moderation rule holds a review, and the fields it reads: plain lists with no rule attached, so a page that
 * only names them (the staff queue) does not load the rule's look-alike table.
 */
export const MODERATION_REASONS = ['url', 'email', 'phone', 'blocked-word', 'doubtful'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** The fields of a review moderation reads. */
export const MODERATED_FIELDS = ['title', 'content', 'displayName'] as const;
export type ModeratedField = (typeof MODERATED_FIELDS)[number];
