/** A 0..5 score as five stars filled to the score (tenths), read by assistive technology as "4.6 out of 5 stars". */
export function Stars({ score, className = '' }: { score: number; className?: string }) {
  const clamped = Math.min(5, Math.max(0, score));
  return (
    <span
      role="img"
      aria-label={`${clamped.toFixed(1).replace(/\.0$/, '')} out of 5 stars`}
      className={`relative inline-block leading-none whitespace-nowrap ${className}`}
    >
      <span aria-hidden="true" className="text-muted/40">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-brand"
        style={{ width: `${(clamped / 5) * 100}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
