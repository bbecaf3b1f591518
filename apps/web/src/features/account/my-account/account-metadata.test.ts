import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { myAccountMetadata } from './account-metadata';

describe('account page metadata (page metadata; account pages are noindex)', () => {
  it('/my-account: page type Page, title, description, x-default link, noindex', () => {
    const meta = myAccountMetadata(BRANDS.nestwood, { kind: 'account' });
    expect(meta.title).toBe(`My account | ${BRANDS.nestwood.name}`);
    expect(meta.description).toContain('saved addresses');
    expect(meta.other).toEqual({ 'page-type': 'Page' });
    expect(meta.alternates?.languages).toMatchObject({ 'x-default': expect.stringMatching(/\/my-account$/) });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it('an order page: its own canonical path (the id encoded), Page, noindex', () => {
    const meta = myAccountMetadata(BRANDS.driftvale, { kind: 'order', orderId: 'a/b' });
    expect(meta.title).toBe(`Your order | ${BRANDS.driftvale.name}`);
    expect(meta.alternates?.canonical).toMatch(/\/my-account\/orders\/a%2Fb$/);
    expect(meta.other).toEqual({ 'page-type': 'Page' });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});
