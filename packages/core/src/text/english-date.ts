const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A day as the store writes it ("March 4, 2025"), read in UTC so server and browser agree. By hand for the same reason
 * as `wholeNumberText`: a page's first ICU date format costs about 19 ms of main thread, and review lists draw dates.
 */
export function longDateText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
