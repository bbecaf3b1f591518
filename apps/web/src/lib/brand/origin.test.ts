import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteOrigin } from './origin';

describe('siteOrigin', () => {
  it('fills the brand into the template', () => {
    expect(siteOrigin('http://{brand}.localhost:3000', 'nestwood')).toBe('http://nestwood.localhost:3000');
    expect(siteOrigin('https://{brand}.store.test/', 'driftvale-ca')).toBe('https://driftvale-ca.store.test');
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/', 'http://arbor.localhost:3000/'],
    ['', 'http://arbor.localhost:3000/'],
    ['/mattress', 'http://arbor.localhost:3000/mattress'],
    ['bedding/pillow', 'http://arbor.localhost:3000/bedding/pillow'],
    ['//x', 'http://arbor.localhost:3000/x'],
  ])('%s -> %s', (path, url) => {
    expect(absoluteUrl('http://{brand}.localhost:3000', 'arbor', path)).toBe(url);
  });
});
