import { longDateText } from '@store/core/text/english-date';
import { wholeNumberText } from '@store/core/text/whole-number';

/** "1 review", "1,234 reviews". */
export function reviewCountLabel(count: number): string {
  return `${wholeNumberText(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** A review's date as the shopper reads it ("March 4, 2025"), in UTC so server and browser agree. */
export function reviewDateLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return longDateText(date);
}

/** The live region's sentence: how many reviews are shown of how many match. */
export function resultCountLabel(shown: number, total: number): string {
  if (total === 0) return 'No reviews match.';
  return `Showing ${shown} of ${reviewCountLabel(total)}.`;
}
