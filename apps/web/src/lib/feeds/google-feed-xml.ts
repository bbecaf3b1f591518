import { create } from 'xmlbuilder2';
import { googleItemFields } from '@store/core/feeds/feed-formats';
import type { FeedItem } from '@store/core/feeds/feed-items';
import { feedText } from '@store/core/feeds/feed-text';

/** The namespace of Google's product fields (`g:`). */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

export interface GoogleFeedChannel {
  /** The brand's name: the channel's title. */
  title: string;
  /** The brand's storefront origin. */
  link: string;
  description: string;
}

/**
 * Text for xmlbuilder2's txt(): it escapes `<`, `>` and a bare `&`, but leaves an `&` that already starts an entity
 * (`&amp;`, `&#38;`) as it is, so a title that says "&amp;" would reach Google as "&". Every `&` is escaped here first,
 * which xmlbuilder2 then leaves alone: the reader gets the text back exactly.
 */
function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;');
}

/**
 * The brand's Google Merchant Center feed: RSS 2.0, one `<item>` per variant with its fields in the `g:` namespace.
 * xmlbuilder2 escapes markup characters; any character XML cannot hold that got this far is dropped, never written.
 */
export function googleFeedXml(channel: GoogleFeedChannel, items: readonly FeedItem[]): string {
  const rss = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele('rss', {
    version: '2.0',
    'xmlns:g': GOOGLE_NS,
  });
  const head = rss.ele('channel');
  head.ele('title').txt(xmlText(feedText(channel.title, 150)));
  head.ele('link').txt(xmlText(channel.link));
  head.ele('description').txt(xmlText(feedText(channel.description, 5000)));
  for (const item of items) {
    const element = head.ele('item');
    for (const field of googleItemFields(item)) {
      const child = element.ele(GOOGLE_NS, `g:${field.name}`);
      if ('value' in field) child.txt(xmlText(field.value));
      else for (const part of field.fields) child.ele(GOOGLE_NS, `g:${part.name}`).txt(xmlText(part.value));
    }
  }
  return rss.end({ prettyPrint: true });
}
