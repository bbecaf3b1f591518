import { describe, expect, it } from 'vitest';
import { searchTokens } from '@store/core/search/query';
import type { ContentPage } from '../../lib/content/load-content';
import { searchContentPages } from './search-content';

const page = (path: string, title: string, description: string, text = '', faq: ContentPage['faq'] = []): ContentPage => ({
  path,
  pageType: 'WP',
  title,
  description,
  summary: undefined,
  date: undefined,
  blocks: [],
  sitemap: true,
  html: '',
  text,
  faq,
});

const PAGES = [
  page('/p/returns', 'Returns', 'Send it back within the trial', 'Free pickup of your mattress'),
  page('/p/shipping', 'Shipping', 'Free shipping and returns', 'Delivered in a box'),
  page('/faq', 'FAQ', 'Answers', '', [{ question: 'Can I return a pillow?', html: '', text: 'Yes, within 60 nights.' }]),
];

describe('rule: content pages are found by title, description, body and FAQ, title first', () => {
  it.each<[string, string, string[]]>([
    ['title, then description, then body (a plural finds its singular)', 'returns', ['/p/returns', '/p/shipping', '/faq']],
    ['body word', 'pickup', ['/p/returns']],
    ['FAQ question', 'pillow', ['/faq']],
    ['typo in a long word', 'shiping', ['/p/shipping']],
    ['prefix', 'ship', ['/p/shipping']],
    ['every word must match', 'returns pillow', ['/faq']],
    ['one word missing is no match', 'returns sofa', []],
    ['nothing', 'sofa', []],
  ])('%s: %s', (_name, query, paths) => {
    expect(searchContentPages(PAGES, searchTokens(query)).map((p) => p.path)).toEqual(paths);
  });

  it('at most the limit', () => {
    expect(searchContentPages(PAGES, ['free'], 1)).toHaveLength(1);
  });
});
