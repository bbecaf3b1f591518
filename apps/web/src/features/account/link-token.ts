/** The largest token accepted from a link; a longer value is not one of ours and is not sent. */
const MAX_TOKEN_LENGTH = 512;

/** The token of an emailed link from the page's query (`?token=`): one non-empty value of a sane length, else null. */
export function tokenFromQuery(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH ? value : null;
}
