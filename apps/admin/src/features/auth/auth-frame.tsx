import type { ReactNode } from 'react';

/** The signed-out pages' frame: one centred card with the application's name. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 pt-24">
      <div className="w-[26rem] rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-xs font-bold tracking-widest text-slate-500 uppercase">Store admin</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
