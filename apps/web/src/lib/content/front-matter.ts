import { z } from 'zod';
import { BRAND_KEYS } from '@store/core/brands';

const brandKey = z.enum(BRAND_KEYS);

/** Live parts a page may place after its copy: the list of posts, the white glove fees read from the API, the brand's ways to pay. */
export const CONTENT_BLOCKS = ['posts-list', 'wgs-fees', 'payment-options'] as const;
export type ContentBlock = (typeof CONTENT_BLOCKS)[number];

/**
 * One question of a page's FAQ block; the answer is Markdown (rendered like the page body). `brands` / `excludeBrands`
 * limit one question the way they limit a page (the FSA/HSA question is for the US stores only).
 */
const faqEntry = z.strictObject({
  question: z.string().min(3),
  answer: z.string().min(3),
  brands: z.array(brandKey).min(1).optional(),
  excludeBrands: z.array(brandKey).min(1).optional(),
});

/**
 * The typed front matter of a content page ("Markdown with typed front matter, validated with zod").
 * Title and description are the page's metadata; `brands` / `excludeBrands` limit a shared page; `sitemap:
 * false` keeps it out of the brand sitemap; `date` dates a post; `faq` feeds the FAQ list and its FAQPage JSON-LD;
 * `blocks` adds live parts after the copy.
 */
export const frontMatterSchema = z.strictObject({
  title: z.string().min(3).max(70),
  description: z.string().min(20).max(200),
  summary: z.string().min(3).max(300).optional(),
  // YAML reads an unquoted 2026-10-02 as a Date: take it back to its calendar day.
  date: z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.iso.date().optional()),
  brands: z.array(brandKey).min(1).optional(),
  excludeBrands: z.array(brandKey).min(1).optional(),
  sitemap: z.boolean().default(true),
  faq: z.array(faqEntry).min(1).optional(),
  blocks: z.array(z.enum(CONTENT_BLOCKS)).min(1).optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;
