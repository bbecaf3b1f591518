import { describe, expect, it } from 'vitest';
import { mediaUrl, sizedMediaUrl } from './media-url';

describe('media urls', () => {
  it('sets the width of generated images only', () => {
    expect(sizedMediaUrl('/media/mattress/luxe/white/main.svg', 77)).toBe('/media/mattress/luxe/white/main.svg?w=77');
    expect(sizedMediaUrl('/media/mattress/luxe/white/main.svg?w=400', 77)).toBe('/media/mattress/luxe/white/main.svg?w=77');
    expect(sizedMediaUrl('/images/x.png', 77)).toBe('/images/x.png');
  });

  it('follows the convention', () => {
    expect(mediaUrl('bedding', 'pillow', 'white')).toBe('/media/bedding/pillow/white/main.svg');
  });
});
