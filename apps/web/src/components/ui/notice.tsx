import type { ReactNode } from 'react';

/** A highlighted message box; `live` announces changes (availability notices in the configurator). */
export function Notice({
  children,
  tone = 'info',
  live = false,
  testId,
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
  live?: boolean;
  testId?: string;
}) {
  const toneClass = tone === 'warning' ? 'border-ink bg-page' : 'border-brand bg-surface';
  return (
    <div role={live ? 'status' : undefined} data-testid={testId} className={`rounded-brand border-l-4 p-3 text-sm ${toneClass}`}>
      {children}
    </div>
  );
}
