/**
 * Readable rendered Markdown without a typography plug-in: headings, paragraphs, lists, links, tables (scrolling on a
 * narrow screen instead of overflowing the page) and quotes, in the brand's colours.
 */
export const PROSE_CLASS = [
  'max-w-3xl text-base leading-relaxed',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-3',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:my-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border-b-2 [&_th]:border-ink/30 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom',
  '[&_td]:border-b [&_td]:border-ink/15 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-8 [&_hr]:border-ink/20',
].join(' ');
