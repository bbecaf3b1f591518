import type { BrandConfig, LogoMark } from '@store/core/brands';

/** Each mark as SVG path data on a 24 x 24 grid: filled shapes, then strokes, all in the header's text colour. */
const MARKS: Record<LogoMark, { fill?: string; stroke?: string }> = {
  nest: {
    fill: 'M2.5 12.5h19a9.5 7 0 0 1-19 0ZM7 10.5a2.2 2.6 0 1 1 4.4 0ZM11 10.5a2.4 2.9 0 1 1 4.8 0Z',
    stroke: 'M4.5 15.5c3 1.4 12 1.4 15 0',
  },
  wave: { stroke: 'M2 9c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5-1M2 15c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5-1' },
  leaf: { fill: 'M4 20C4 10 10 4 21 3c-1 11-7 17-17 17Z', stroke: 'M4 20 14 10' },
  feather: { fill: 'M20 3C11 4 6 10 6 17l3-1c6-1 10-6 11-13Z', stroke: 'M4 21 15 8' },
  clover: {
    fill: 'M11 10.5C7 11 3.5 9 4.5 6s5-2.5 6.5 4.5ZM13 10.5c4 .5 7.5-1.5 6.5-4.5s-5-2.5-6.5 4.5ZM11 12.5c-4-.5-7.5 1.5-6.5 4.5s5 2.5 6.5-4.5ZM13 12.5c4-.5 7.5 1.5 6.5 4.5s-5 2.5-6.5-4.5Z',
    stroke: 'M12 12c.5 4 2 7 4.5 9.5',
  },
  sprout: { fill: 'M12 13C12 8 9 5 3 5c0 5 3 8 9 8ZM12 11c0-4 3-7 9-7 0 5-3 7-9 7Z', stroke: 'M12 21V10' },
  moon: { fill: 'M20 14.5A8.5 8.5 0 1 1 9.5 4 6.8 6.8 0 0 0 20 14.5Z' },
  anchor: { stroke: 'M12 7.5V21M8 10.5h8M4 14c0 4 3.5 7 8 7s8-3 8-7', fill: 'M12 2a2.8 2.8 0 1 1 0 5.6A2.8 2.8 0 0 1 12 2Z' },
};

/**
 * architecture.md "Brand looks": the brand's logo from its data, its mark (theme.logoMark) drawn inline beside the name
 * set in the brand's heading face. The mark is decorative, so the logo's accessible name is the brand name.
 */
export function BrandLogo({ brand }: { brand: BrandConfig }) {
  const mark = MARKS[brand.theme.logoMark];
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        className="shrink-0"
        data-logo-mark={brand.theme.logoMark}
      >
        {mark.fill ? <path d={mark.fill} fill="currentColor" /> : null}
        {mark.stroke ? (
          <path
            d={mark.stroke}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null}
      </svg>
      {/* A long name (Nestwood Canada, Meadow Organic) takes two lines on a phone rather than losing its end. */}
      <span className="line-clamp-2 font-heading leading-[1.1] tracking-tight">{brand.name}</span>
    </span>
  );
}
