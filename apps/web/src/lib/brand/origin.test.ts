import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './origin';

describe('absoluteUrl', () => {
  it.each([
    ['/', 'http://arbor.localhost:3000/'],
    ['', 'http://arbor.localhost:3000/'],
    ['/mattress', 'http://arbor.localhost:3000/mattress'],
    ['bedding/pillow', 'http://arbor.localhost:3000/bedding/pillow'],
    ['//x', 'http://arbor.localhost:3000/x'],
  ])('%s -> %s', (path, url) => {
    expect(absoluteUrl('http://arbor.localhost:3000', path)).toBe(url);
  });

  it('keeps one slash after an origin written with one', () => {
    expect(absoluteUrl('https://www.nestwood.com/', '/mattress')).toBe('https://www.nestwood.com/mattress');
  });
});
