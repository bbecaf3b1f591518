import type { ReactNode } from 'react';

/** An error a screen shows in place (announced by screen readers), with the API's message. */
export function ErrorAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}

/** A quiet note (success, empty state). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      {children}
    </div>
  );
}
