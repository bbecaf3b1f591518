import { describe, expect, it } from 'vitest';
import { cartLinkRequest, shareCartUrl, urlWithoutCartParam } from './cart-link';

const ID = 'aB3dE5gH7jK9mN1pQ3sT5vW7';

describe('cartLinkRequest', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?size=king', { kind: 'none' }],
    [`?cart=${ID}`, { kind: 'merge', cartId: ID }],
    [`?size=king&cart=${ID}`, { kind: 'merge', cartId: ID }],
    ['?cart=undefined', { kind: 'open' }],
    ['?cart=', { kind: 'open' }],
    ['?cart', { kind: 'open' }],
    [`?cart=${ID.slice(1)}`, { kind: 'open' }],
    [`?cart=${ID}x`, { kind: 'open' }],
    [`?cart=${ID.slice(0, 23)}-`, { kind: 'open' }],
    [`?cart=${'0'.repeat(24)}`, { kind: 'merge', cartId: '0'.repeat(24) }],
  ])('%j -> %j', (search, expected) => {
    expect(cartLinkRequest(search)).toEqual(expected);
  });
});

describe('urlWithoutCartParam', () => {
  it.each([
    [`http://nestwood.localhost:3000/?cart=${ID}`, '/'],
    [`http://nestwood.localhost:3000/mattress?size=king&cart=${ID}#reviews`, '/mattress?size=king#reviews'],
    ['http://nestwood.localhost:3000/bedding', '/bedding'],
  ])('%s -> %s', (href, expected) => {
    expect(urlWithoutCartParam(href)).toBe(expected);
  });
});

describe('shareCartUrl', () => {
  it.each([
    ['http://nestwood.localhost:3000', `http://nestwood.localhost:3000/?cart=${ID}`],
    ['https://nestwood.store.test/', `https://nestwood.store.test/?cart=${ID}`],
  ])('%s', (origin, expected) => {
    expect(shareCartUrl(origin, ID)).toBe(expected);
  });
});
