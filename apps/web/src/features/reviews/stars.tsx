import type { CSSProperties } from 'react';

/**
 * A 0..5 score as five stars filled to the score (tenths), read by assistive technology as "4.6 out of 5 stars". One
 * box drawn by the `star-row` utility (app/globals.css), not star characters: see there why.
 */
export function Stars({ score, className = '' }: { score: number; className?: string }) {
  const clamped = Math.min(5, Math.max(0, score));
  const filled = { '--filled': `${(clamped / 5) * 100}%` } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={`${clamped.toFixed(1).replace(/\.0$/, '')} out of 5 stars`}
      className={`star-row ${className}`}
      style={filled}
    />
  );
}

/** One star in the text's colour, beside a number that says the rest ("5 ★"); hidden from assistive technology. */
export function StarMark() {
  return <span aria-hidden="true" className="star-mark" />;
}
