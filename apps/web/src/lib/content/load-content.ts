import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { BrandConfig, BrandKey } from '@store/core/brands';
import { normalizePath, pageTypeForPath, type PageType } from '@store/core/pages';
import { frontMatterSchema, type ContentBlock, type FrontMatter } from './front-matter';
import { brandPlaceholders, fillPlaceholders } from './placeholders';
import { htmlToText, renderMarkdown } from './render-markdown';

/** Where the content files live: apps/web/content/_shared (every brand's defaults) and apps/web/content/<brand> (overrides). */
export const CONTENT_DIR = path.join(process.cwd(), 'content');
export const SHARED_FOLDER = '_shared';

/** One content page as a brand shows it: its path, metadata, rendered body and FAQ, placeholders filled. */
export interface ContentPage {
  path: string;
  pageType: PageType;
  title: string;
  description: string;
  summary: string | undefined;
  date: string | undefined;
  sitemap: boolean;
  html: string;
  /** The body's words as plain text (site search). */
  text: string;
  faq: readonly { question: string; html: string; text: string }[];
  blocks: readonly ContentBlock[];
}

interface SourceFile {
  path: string;
  file: string;
  frontMatter: FrontMatter;
  body: string;
}

/** `p/about.md` is /p/about, `faq.md` is /faq, `posts/index.md` is /posts. */
export function pathForFile(relative: string): string {
  const withoutExt = relative.replace(/\.md$/, '').split(path.sep).join('/');
  return normalizePath(withoutExt.replace(/(^|\/)index$/, ''));
}

function readFolder(dir: string): SourceFile[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const parsed = matter(readFileSync(file, 'utf8'));
      const frontMatter = frontMatterSchema.safeParse(parsed.data);
      if (!frontMatter.success) throw new Error(`${file}: invalid front matter: ${frontMatter.error.message}`);
      return { path: pathForFile(name), file, frontMatter: frontMatter.data, body: parsed.content };
    });
}

function appliesTo(limits: { brands?: readonly BrandKey[]; excludeBrands?: readonly BrandKey[] }, brand: BrandKey): boolean {
  const { brands, excludeBrands } = limits;
  if (brands && !brands.includes(brand)) return false;
  return !excludeBrands?.includes(brand);
}

function toPage(source: SourceFile, brand: BrandConfig): ContentPage {
  const values = brandPlaceholders(brand);
  const fill = (text: string) => {
    try {
      return fillPlaceholders(text, values);
    } catch (error) {
      throw new Error(`${source.file}: ${(error as Error).message}`);
    }
  };
  const html = renderMarkdown(fill(source.body));
  const { frontMatter } = source;
  return {
    path: source.path,
    pageType: pageTypeForPath(source.path),
    title: fill(frontMatter.title),
    description: fill(frontMatter.description),
    summary: frontMatter.summary === undefined ? undefined : fill(frontMatter.summary),
    date: frontMatter.date,
    sitemap: frontMatter.sitemap,
    html,
    text: htmlToText(html),
    faq: (frontMatter.faq ?? [])
      .filter((entry) => appliesTo(entry, brand.key))
      .map((entry) => {
        const answer = renderMarkdown(fill(entry.answer));
        return { question: fill(entry.question), html: answer, text: htmlToText(answer) };
      }),
    blocks: frontMatter.blocks ?? [],
  };
}

const cache = new Map<BrandKey, ReadonlyMap<string, ContentPage>>();

/** Every content page of a brand, by path: its own folder's files over the shared ones, limited by brands/excludeBrands. */
export function brandContent(brand: BrandConfig, dir: string = CONTENT_DIR): ReadonlyMap<string, ContentPage> {
  const cached = dir === CONTENT_DIR ? cache.get(brand.key) : undefined;
  if (cached) return cached;
  const byPath = new Map<string, SourceFile>();
  for (const source of [...readFolder(path.join(dir, SHARED_FOLDER)), ...readFolder(path.join(dir, brand.key))]) {
    if (appliesTo(source.frontMatter, brand.key)) byPath.set(source.path, source);
    else byPath.delete(source.path);
  }
  const pages = new Map([...byPath].map(([pagePath, source]) => [pagePath, toPage(source, brand)]));
  if (dir === CONTENT_DIR) cache.set(brand.key, pages);
  return pages;
}

/** The content page at a path for a brand, or null (the caller answers 404). */
export function contentPage(brand: BrandConfig, pagePath: string): ContentPage | null {
  return brandContent(brand).get(normalizePath(pagePath)) ?? null;
}
