import type { ReactNode } from 'react';

/** The page's content column: one max width and gutter for every screen. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 ${className}`}>{children}</div>;
}
