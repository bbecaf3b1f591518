import { stringify } from 'csv-stringify/sync';
import { META_COLUMNS, metaRow } from '@store/core/feeds/feed-formats';
import type { FeedItem } from '@store/core/feeds/feed-items';

/**
 * The brand's Meta catalogue feed: CSV with a header row of Meta's field names, one row per variant. csv-stringify
 * quotes a field with a comma, a quote or a line break and doubles its quotes, as Meta's CSV format asks.
 */
export function metaFeedCsv(items: readonly FeedItem[]): string {
  return stringify(
    items.map((item) => metaRow(item)),
    { header: true, columns: [...META_COLUMNS], record_delimiter: 'unix' },
  );
}
