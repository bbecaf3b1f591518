import { describe, expect, it } from 'vitest';
import { linkWithoutScripts, referencedPaths, withoutScripts } from './static-copy.mjs';

describe('withoutScripts', () => {
  it.each([
    ['an inline script', '<p>a</p><script nonce="x">self.__next_f.push([1])</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an async script', '<script src="/_next/static/chunks/a.js" async=""></script><h1>T</h1>', '<h1>T</h1>'],
    [
      'a script preload',
      '<link rel="preload" as="script" fetchPriority="low" href="/c.js"/><title>t</title>',
      '<title>t</title>',
    ],
    ['a module preload', '<link rel="modulepreload" href="/m.js"/>x', 'x'],
    [
      'an image preload (kept)',
      '<link rel="preload" href="/media/a.svg?w=400" as="image"/>',
      '<link rel="preload" href="/media/a.svg?w=400" as="image"/>',
    ],
    ['a style (kept)', '<style data-href="/a.css">h1{color:red}</style>', '<style data-href="/a.css">h1{color:red}</style>'],
  ])('%s', (_name, html, expected) => {
    expect(withoutScripts(html)).toBe(expected);
  });
});

describe('linkWithoutScripts', () => {
  it.each([
    [
      'keeps image preloads and preconnect',
      '</>; rel=preconnect; crossorigin="", </media/a.svg?w=640>; rel=preload; as="image"; fetchpriority="high"',
      '</>; rel=preconnect; crossorigin="", </media/a.svg?w=640>; rel=preload; as="image"; fetchpriority="high"',
    ],
    [
      'drops script preloads',
      '</c.js>; rel=preload; as="script", </f.woff2>; rel=preload; as="font"',
      '</f.woff2>; rel=preload; as="font"',
    ],
    ['nothing left', '</c.js>; rel=preload; as="script"', undefined],
    ['no header', undefined, undefined],
  ])('%s', (_name, link, expected) => {
    expect(linkWithoutScripts(link)).toBe(expected);
  });
});

describe('referencedPaths', () => {
  it('finds images, srcset candidates, link hrefs, the Link header and CSS urls, not page links', () => {
    const html =
      '<style>@font-face{src:url(/_next/static/media/a.woff2)format("woff2")}</style><link rel="icon" href="/favicon.ico"/>' +
      '<a href="/mattresses">M</a><img src="/media/b.svg?w=640&amp;q=75" srcSet="/media/b.svg?w=400 400w, /media/b.svg?w=800 800w"/>' +
      '<img src="https://cdn.example.com/x.png"/>';
    expect(referencedPaths(html, '</media/c.svg>; rel=preload; as="image"').sort()).toEqual(
      [
        '/_next/static/media/a.woff2',
        '/favicon.ico',
        '/media/b.svg?w=640&q=75',
        '/media/b.svg?w=400',
        '/media/b.svg?w=800',
        '/media/c.svg',
      ].sort(),
    );
  });
});
