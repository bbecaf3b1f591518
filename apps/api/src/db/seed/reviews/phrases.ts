/** Phrase banks of the generated seed reviews, per product kind: sentences by topic and by mood (good 4-5, mixed 3, bad 1-2). */

export type ReviewKind = 'mattress' | 'bedding' | 'furniture';
export type Mood = 'good' | 'mixed' | 'bad';

export interface Phrase {
  topic: string;
  text: string;
}

type Bank = Record<Mood, Phrase[]>;

const shared: Bank = {
  good: [
    { topic: 'Delivery', text: 'Delivery was quick and the box arrived in perfect shape.' },
    { topic: 'Delivery', text: 'It showed up two days earlier than promised.' },
    { topic: 'Value', text: 'For the price, nothing else we tried comes close.' },
    { topic: 'Value', text: 'Worth every penny, and the sale price made it a no-brainer.' },
    { topic: 'Quality', text: 'The materials feel premium and the stitching is flawless.' },
    { topic: 'Quality', text: 'Solid build quality, it feels like it will last for years.' },
  ],
  mixed: [
    { topic: 'Delivery', text: 'Delivery took a week longer than the estimate.' },
    { topic: 'Value', text: 'Good, but I expected a bit more at this price.' },
    { topic: 'Quality', text: 'Quality is fine, though one seam looked a little uneven.' },
  ],
  bad: [
    { topic: 'Delivery', text: 'The carrier left the box in the rain and it took two weeks to arrive.' },
    { topic: 'Value', text: 'Not worth the money in my opinion.' },
    { topic: 'Quality', text: 'It started to wear out after only a few months.' },
  ],
};

const banks: Record<ReviewKind, Bank> = {
  mattress: {
    good: [
      { topic: 'Comfort', text: 'I fall asleep faster than I have in years.' },
      { topic: 'Comfort', text: 'It is the most comfortable mattress we have ever owned.' },
      { topic: 'Support', text: 'My hips and shoulders are finally supported in every position.' },
      { topic: 'Support', text: 'The coils keep my spine aligned without feeling stiff.' },
      { topic: 'Cooling', text: 'I used to wake up hot every night; now I sleep cool until morning.' },
      { topic: 'Cooling', text: 'The cover stays cool to the touch even in summer.' },
      { topic: 'Firmness', text: 'The firmness is right in the middle, perfect for a side sleeper like me.' },
      { topic: 'Firmness', text: 'Medium firm, exactly as described.' },
      { topic: 'Back pain', text: 'My lower back pain is gone after two weeks on it.' },
      { topic: 'Back pain', text: 'I wake up without the stiff back I had for years.' },
      { topic: 'Edge support', text: 'The edges are sturdy, I can sit on the side to tie my shoes.' },
      { topic: 'Edge support', text: 'Great edge support, we use the whole surface.' },
      { topic: 'Motion isolation', text: 'My partner gets up early and I never feel a thing.' },
      { topic: 'Setup', text: 'It expanded to full size within a few hours and had almost no smell.' },
    ],
    mixed: [
      { topic: 'Firmness', text: 'A little firmer than I expected, but it softened after a month.' },
      { topic: 'Cooling', text: 'Cooling is okay, not as cold as the ads suggest.' },
      { topic: 'Setup', text: 'There was a slight smell for the first couple of days.' },
      { topic: 'Comfort', text: 'Comfortable enough, though it took some getting used to.' },
      { topic: 'Edge support', text: 'The edges sag a bit when I sit on them.' },
    ],
    bad: [
      { topic: 'Firmness', text: 'Far too firm for me, my shoulders ache every morning.' },
      { topic: 'Back pain', text: 'My back pain got worse on this mattress.' },
      { topic: 'Cooling', text: 'It sleeps hot, I wake up sweating.' },
      { topic: 'Support', text: 'It started sagging in the middle after a few months.' },
    ],
  },
  bedding: {
    good: [
      { topic: 'Softness', text: 'Incredibly soft and it gets softer with every wash.' },
      { topic: 'Softness', text: 'So soft that I never want to get out of bed.' },
      { topic: 'Cooling', text: 'Breathable and cool, great for hot sleepers.' },
      { topic: 'Fit', text: 'Fits our deep mattress perfectly, the corners stay put.' },
      { topic: 'Washing', text: 'Washes beautifully and comes out of the dryer wrinkle-free.' },
      { topic: 'Comfort', text: 'Our whole bed feels like a hotel now.' },
      { topic: 'Support', text: 'The pillow keeps my neck supported all night.' },
    ],
    mixed: [
      { topic: 'Washing', text: 'It wrinkles a lot after washing.' },
      { topic: 'Fit', text: 'The fitted sheet is a bit loose on our mattress.' },
      { topic: 'Softness', text: 'Soft enough, but not as silky as I hoped.' },
    ],
    bad: [
      { topic: 'Washing', text: 'It pilled after the second wash.' },
      { topic: 'Cooling', text: 'It traps heat, I sleep warmer with it.' },
      { topic: 'Fit', text: 'Too small for our mattress, the corners keep popping off.' },
    ],
  },
  furniture: {
    good: [
      { topic: 'Assembly', text: 'Assembly took about thirty minutes with clear instructions.' },
      { topic: 'Assembly', text: 'All the hardware was labelled and nothing was missing.' },
      { topic: 'Sturdiness', text: 'Rock solid, no squeaks and no wobble.' },
      { topic: 'Design', text: 'It looks even better in person, the finish is gorgeous.' },
      { topic: 'Design', text: 'Clean modern lines that fit our bedroom perfectly.' },
      { topic: 'Storage', text: 'The drawers glide smoothly and hold a surprising amount.' },
    ],
    mixed: [
      { topic: 'Assembly', text: 'Assembly took longer than expected, a second person helps.' },
      { topic: 'Design', text: 'The colour is a shade darker than in the photos.' },
      { topic: 'Sturdiness', text: 'Sturdy overall, but one slat creaks now and then.' },
    ],
    bad: [
      { topic: 'Assembly', text: 'Two screws were missing and the holes did not line up.' },
      { topic: 'Sturdiness', text: 'It wobbles no matter how much I tighten it.' },
      { topic: 'Design', text: 'The finish scratched within the first week.' },
    ],
  },
};

/** The sentences a generated review of this kind and mood draws from. */
export function phrasesFor(kind: ReviewKind, mood: Mood): Phrase[] {
  return [...banks[kind][mood], ...shared[mood]];
}

export const TITLES: Record<Mood, string[]> = {
  good: [
    'Best purchase this year',
    'Absolutely love it',
    'Exceeded my expectations',
    'Highly recommend',
    'So glad we switched',
    'Great quality',
    'Sleeping better than ever',
    'Five stars from our family',
    'Would buy again',
    'Fantastic',
  ],
  mixed: ['Pretty good overall', 'Decent, with a few caveats', 'Good but not perfect', 'It is okay'],
  bad: ['Disappointed', 'Not for me', 'Expected more', 'Returning it'],
};

export const OPENERS: Record<Mood, string[]> = {
  good: [
    'We have had it for three months now.',
    'I did a lot of research before buying.',
    'Bought this after our old one gave out.',
    '',
  ],
  mixed: ['I wanted to love this.', 'Mixed feelings so far.', ''],
  bad: ['I really wanted this to work.', 'Sadly this did not work out for us.', ''],
};

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'James',
  'Amelia',
  'Benjamin',
  'Harper',
  'Elijah',
  'Evelyn',
  'Daniel',
  'Abigail',
  'Henry',
  'Emily',
  'Jack',
  'Ella',
  'Samuel',
  'Grace',
  'David',
  'Chloe',
  'Joseph',
  'Nora',
  'Carter',
  'Lily',
  'Owen',
  'Zoe',
  'Wyatt',
  'Hannah',
  'Priya',
  'Mateo',
  'Aisha',
  'Kenji',
  'Fatima',
  'Diego',
  'Mei',
  'Omar',
  'Sofia',
  'Raj',
  'Leila',
  'Tomás',
];
export const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVW';
