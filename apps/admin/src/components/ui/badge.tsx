const TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warn: 'bg-amber-50 text-amber-900 ring-amber-300',
  bad: 'bg-red-50 text-red-900 ring-red-300',
  info: 'bg-blue-50 text-blue-900 ring-blue-300',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A status word on a tinted background; the word itself carries the meaning, never the colour alone. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
