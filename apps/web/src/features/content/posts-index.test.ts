import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../../lib/content/load-content';
import { postDate, postsByDate } from './posts-index';

function page(path: string, date?: string, extra: Partial<ContentPage> = {}): ContentPage {
  return {
    path,
    pageType: 'Page',
    title: path.slice(1),
    description: `About ${path}`,
    summary: undefined,
    date,
    sitemap: true,
    html: '',
    text: '',
    faq: [],
    blocks: [],
    ...extra,
  };
}

describe('the /posts index (posts by date, with summaries)', () => {
  it('lists the dated pages under /posts/, newest first, the same day by title', () => {
    const posts = postsByDate([
      page('/posts/b-older', '2026-01-02'),
      page('/posts/z-newest', '2026-05-01'),
      page('/posts/a-same-day', '2026-05-01'),
      page('/posts'),
      page('/faq', '2026-06-01'),
      page('/posts/undated'),
    ]);
    expect(posts.map((p) => p.path)).toEqual(['/posts/a-same-day', '/posts/z-newest', '/posts/b-older']);
  });

  it('shows the summary, or the description when a post has none', () => {
    const [withSummary, withoutSummary] = postsByDate([
      page('/posts/a', '2026-02-01', { summary: 'Short summary.' }),
      page('/posts/b', '2026-01-01'),
    ]);
    expect(withSummary?.summary).toBe('Short summary.');
    expect(withoutSummary?.summary).toBe('About /posts/b');
  });

  it('writes the calendar day in words, whatever the server time zone', () => {
    expect(postDate('2026-10-02')).toBe('October 2, 2026');
  });
});
