import type { ReactNode } from 'react';

/** A section title (h2) with consistent spacing; pages keep exactly one h1. */
export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mb-4 text-2xl font-bold">
      {children}
    </h2>
  );
}
