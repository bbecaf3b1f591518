import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_KEYS } from '@store/core/brands';
import { brandContent, pathForFile } from './load-content';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const page = (title: string, extra = '', body = 'Body text.') =>
  `---\ntitle: ${title}\ndescription: A description long enough for the schema's minimum.\n${extra}---\n${body}\n`;

describe('content pages (Markdown with typed front matter, one folder per brand with shared defaults)', () => {
  it.each([
    ['faq.md', '/faq'],
    ['p/about.md', '/p/about'],
    ['posts/index.md', '/posts'],
    ['posts/how-to-choose.md', '/posts/how-to-choose'],
    ['mattress-discount/military.md', '/mattress-discount/military'],
  ])('file %s is the page %s', (file, expected) => {
    expect(pathForFile(file)).toBe(expected);
  });

  it('a brand folder overrides the shared page; brands and excludeBrands limit a shared page', () => {
    const dir = folder({
      '_shared/faq.md': page('Shared FAQ'),
      'driftvale/faq.md': page('Driftvale FAQ'),
      '_shared/cloverlane.md': page('Cloverlane', 'brands: [nestwood]\n'),
      '_shared/sale.md': page('Sale', 'excludeBrands: [hushly]\n'),
    });
    expect(brandContent(BRANDS.nestwood, dir).get('/faq')?.title).toBe('Shared FAQ');
    expect(brandContent(BRANDS.driftvale, dir).get('/faq')?.title).toBe('Driftvale FAQ');
    expect(brandContent(BRANDS.nestwood, dir).has('/cloverlane')).toBe(true);
    expect(brandContent(BRANDS.arbor, dir).has('/cloverlane')).toBe(false);
    expect(brandContent(BRANDS.hushly, dir).has('/sale')).toBe(false);
  });

  it('fills the brand placeholders (copy claims per brand) and derives the page type', () => {
    const dir = folder({ '_shared/p/about.md': page('About {{brandName}}', '', 'A {{mattressTrial}}.') });
    const about = brandContent(BRANDS.driftvale, dir).get('/p/about');
    expect(about?.title).toBe(`About ${BRANDS.driftvale.name}`);
    expect(about?.text).toBe(`A ${BRANDS.driftvale.copy.mattressTrial}.`);
    expect(about?.pageType).toBe('WP');
  });

  it('limits one FAQ question by brand, reads an unquoted YAML date and keeps the live blocks', () => {
    const faq =
      'date: 2026-10-02\nblocks: [wgs-fees]\nfaq:\n  - question: Everywhere?\n    answer: Yes.\n' +
      '  - question: FSA or HSA?\n    answer: Through Truemed.\n    excludeBrands: [nestwood-ca]\n';
    const dir = folder({ '_shared/faq.md': page('FAQ', faq) });
    expect(
      brandContent(BRANDS.nestwood, dir)
        .get('/faq')
        ?.faq.map((f) => f.question),
    ).toEqual(['Everywhere?', 'FSA or HSA?']);
    expect(
      brandContent(BRANDS['nestwood-ca'], dir)
        .get('/faq')
        ?.faq.map((f) => f.question),
    ).toEqual(['Everywhere?']);
    expect(brandContent(BRANDS.nestwood, dir).get('/faq')).toMatchObject({ date: '2026-10-02', blocks: ['wgs-fees'] });
  });

  it('gives a heading written `## Contact us {#contact}` its anchor id', () => {
    const dir = folder({ '_shared/p/support.md': page('Support', '', '## Contact **us** {#contact}\n\n## Hours') });
    const html = brandContent(BRANDS.nestwood, dir).get('/p/support')?.html;
    expect(html).toContain('<h2 id="contact">Contact <strong>us</strong></h2>');
    expect(html).toContain('<h2>Hours</h2>');
  });

  it('escapes raw HTML in copy instead of passing it through', () => {
    const dir = folder({ '_shared/faq.md': page('FAQ', '', '<script>alert(1)</script>') });
    expect(brandContent(BRANDS.nestwood, dir).get('/faq')?.html).not.toContain('<script>');
  });

  it.each([
    ['an unknown placeholder', page('FAQ', '', '{{nope}}'), /unknown placeholder \{\{nope\}\}/],
    ['a missing description', '---\ntitle: FAQ\n---\nx\n', /invalid front matter/],
    ['an unknown front-matter key', page('FAQ', 'colour: red\n'), /invalid front matter/],
    ['an unknown brand', page('FAQ', 'brands: [acme]\n'), /invalid front matter/],
  ])('rejects %s with the file named', (_, text, message) => {
    const dir = folder({ '_shared/faq.md': text });
    expect(() => brandContent(BRANDS.nestwood, dir)).toThrow(message);
  });

  it.each(BRAND_KEYS)('every content file of the repository is valid for %s', (key) => {
    const pages = brandContent(BRANDS[key], path.join(import.meta.dirname, '../../../content'));
    expect(pages.size).toBeGreaterThan(0);
  });
});
