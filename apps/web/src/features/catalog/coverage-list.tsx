import type { CoverageLine } from './product-facts';

/** The product's trial and warranty, plus free shipping and returns where the brand still sells. */
export function CoverageList({ lines, freeShipping }: { lines: readonly CoverageLine[]; freeShipping: boolean }) {
  if (lines.length === 0 && !freeShipping) return null;
  return (
    <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="coverage">
      {lines.map((line) => (
        <li key={line.label} className="rounded-brand bg-surface p-3">
          <span className="block text-muted">{line.label}</span>
          <span className="font-semibold">{line.text}</span>
        </li>
      ))}
      {freeShipping ? (
        <li className="rounded-brand bg-surface p-3">
          <span className="block text-muted">Delivery</span>
          <span className="font-semibold">Free shipping and returns</span>
        </li>
      ) : null}
    </ul>
  );
}
