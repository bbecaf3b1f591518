import { describe, expect, it } from 'vitest';
import type { Selection } from './variant';
import { variantMedia, variantTag } from './variant-media';

const image = (name: string, ...tags: string[]) => ({ name, tags: ['main', ...tags] });
const blanket = [
  image('grey main', variantTag('Color', 'grey')),
  image('grey side', variantTag('Color', 'grey')),
  image('navy main', variantTag('Color', 'navy')),
  image('navy side', variantTag('Color', 'navy')),
];
const driftvale = [
  image('hybrid', variantTag('Material', 'hybrid')),
  image('memory foam', variantTag('Material', 'memory-foam')),
];
const untagged = [image('one'), image('two')];

describe('variantMedia', () => {
  it.each<{ media: typeof blanket; selection: Selection; shown: string[]; rule: string }>([
    {
      media: blanket,
      selection: { Color: 'navy', Weight: '20' },
      shown: ['navy main', 'navy side'],
      rule: 'the gallery shows the chosen colour',
    },
    { media: blanket, selection: { Color: 'grey' }, shown: ['grey main', 'grey side'], rule: 'the default colour' },
    {
      media: blanket,
      selection: { Color: 'pink' },
      shown: ['grey main', 'grey side'],
      rule: 'a colour without images falls back to the default images',
    },
    {
      media: driftvale,
      selection: { Material: 'memory-foam', Size: 'queen' },
      shown: ['memory foam'],
      rule: 'the gallery shows the chosen material',
    },
    { media: untagged, selection: { Size: 'king' }, shown: ['one', 'two'], rule: 'untagged images show every variant' },
  ])('$rule', ({ media, selection, shown }) => {
    expect(variantMedia(media, selection).map((m) => m.name)).toEqual(shown);
  });

  it('is empty only for an empty collection', () => {
    expect(variantMedia([], { Color: 'navy' })).toEqual([]);
  });
});
