/** A 0..5 score as five stars filled to the score (tenths), read by assistive technology as "4.6 out of 5 stars". */
export function Stars({ score, className = '' }: { score: number; className?: string }) {
  const clamped = Math.min(5, Math.max(0, score));
  return (
    <span
      role="img"
      aria-label={`${clamped.toFixed(1).replace(/\.0$/, '')} out of 5 stars`}
      className={`relative inline-block h-[1em] w-[5em] align-[-0.125em] ${className}`}
    >
      <span aria-hidden="true" className="star-tiles absolute inset-0 text-muted/40" />
      <span
        aria-hidden="true"
        className="star-tiles absolute inset-y-0 left-0 text-brand"
        style={{ width: `${(clamped / 5) * 100}%` }}
      />
    </span>
  );
}

/** One star beside a figure ("5 ★", "★ 1,204 five-star reviews"), hidden from assistive technology: the text says it. */
export function StarMark() {
  return <span aria-hidden="true" className="star-tiles inline-block h-[1em] w-[1em] align-[-0.125em]" />;
}
