import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { ACCOUNT_PAGES, accountMetadata, type AccountPagePath } from './account-metadata';

const paths = Object.keys(ACCOUNT_PAGES) as AccountPagePath[];

describe('accountMetadata', () => {
  it.each(paths)('%s has page type Page, a title, a description and an x-default link, and is noindex', (path) => {
    const metadata = accountMetadata(BRANDS.nestwood, path);
    expect(metadata.other).toEqual({ 'page-type': 'Page' });
    expect(metadata.title).toBe(`${ACCOUNT_PAGES[path].title} | ${BRANDS.nestwood.name}`);
    expect(metadata.description).toContain(BRANDS.nestwood.name);
    const canonical = metadata.alternates?.canonical;
    expect(typeof canonical === 'string' && canonical.endsWith(path)).toBe(true);
    expect(metadata.alternates?.languages).toMatchObject({ 'x-default': canonical });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
